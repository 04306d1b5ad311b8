import type { LucideIcon } from 'lucide-react';
import {
  CalendarRange,
  ChartLine,
  ChartPie,
  Gauge,
  MapPinned,
  MessageSquareReply,
  Smile,
  Store,
  Timer,
  TrendingUp,
  UserCheck,
  Users,
} from 'lucide-react';

export type ComingSoonItem = { label: string; icon: LucideIcon };
export type ComingSoonGroup = { title: string; items: ComingSoonItem[] };

/** The analytics the spec marks 'Coming Soon' on /reports, grouped as the page shows them. */
export const COMING_SOON_GROUPS: ComingSoonGroup[] = [
  {
    title: 'Performance Metrics',
    items: [
      { label: 'Average Resolution Time', icon: Timer },
      { label: 'Customer Satisfaction', icon: Smile },
      { label: 'First Response Time', icon: MessageSquareReply },
    ],
  },
  {
    title: 'Agent Performance',
    items: [
      { label: 'Active Agents', icon: UserCheck },
      { label: 'Tickets per Agent', icon: Users },
      { label: 'Resolution Rate', icon: Gauge },
    ],
  },
  {
    title: 'Dealers and Issues',
    items: [
      { label: 'Top Dealers', icon: Store },
      { label: 'Issue Categories', icon: ChartPie },
      { label: 'Regional Performance', icon: MapPinned },
    ],
  },
  {
    title: 'Trends',
    items: [
      { label: 'Volume Trends', icon: ChartLine },
      { label: 'Seasonal Patterns', icon: CalendarRange },
      { label: 'Escalation Rate', icon: TrendingUp },
    ],
  },
];
