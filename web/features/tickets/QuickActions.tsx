import { ChartColumn, Plus, Store, UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';

export type QuickAction = 'ticket' | 'customer' | 'dealer' | 'reports';

const ACTIONS = [
  { action: 'ticket', label: 'New Ticket', icon: Plus },
  { action: 'customer', label: 'Add Customer', icon: UserPlus },
  { action: 'dealer', label: 'Add Dealer', icon: Store },
  { action: 'reports', label: 'Reports', icon: ChartColumn },
] as const;

export function QuickActions({ onPick }: { onPick: (action: QuickAction) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2 @min-[80rem]/page:grid-cols-1">
        {ACTIONS.map(({ action, label, icon: Icon }, index) => (
          <Button
            key={action}
            variant={index === 0 ? 'default' : 'outline'}
            className="justify-start"
            onClick={() => onPick(action)}
          >
            <Icon aria-hidden />
            {label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
