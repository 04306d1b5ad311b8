/** The shapes the API answers with, shared by the server's serialisers and the web app. */
import type { UserRole } from './admin';
import type { ClaimEvent, ClaimSource, ClaimWorkflowStatus } from './claim-workflow';
import type { ReportCounts, ReportRates } from './reports';
import type { TicketCategory, TicketPriority, TicketStatus } from './tickets';

export type ApiError = { message: string; code: string; fieldErrors?: Record<string, string[]> };

export type User = {
  id: number;
  email: string;
  username: string;
  role: UserRole;
  tenantId: number | null;
  tenant: { id: number; name: string } | null;
  isDisabled: boolean;
  createdAt: string;
};

export type SessionUser = User & { activeTenant: { id: number; name: string } | null };

export type Tenant = {
  id: number;
  name: string;
  subdomain: string | null;
  isActive: boolean;
  createdAt: string;
};

export type Customer = {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  zipCode: string | null;
  address: string | null;
  company: string | null;
  createdAt: string;
};

export type Dealer = {
  id: number;
  name: string;
  dealerId: string;
  dealerName: string;
  contactName: string;
  phone: string;
  email: string | null;
  country: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  createdAt: string;
};

export type Ticket = {
  id: number;
  subject: string;
  description: string;
  status: TicketStatus;
  priority: TicketPriority;
  category: TicketCategory | null;
  customerId: number | null;
  dealerId: number | null;
  customer: Customer | null;
  dealer: Dealer | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Warranty claims on the ticket. */
  claimCount: number;
  /** The staff member who owns the ticket; null is "Unassigned". */
  assignee: { id: number; name: string } | null;
};

export type TicketStats = {
  totalTickets: number;
  openTickets: number;
  inProgressTickets: number;
  resolvedToday: number;
};

export type Note = {
  id: number;
  ticketId: number;
  content: string;
  authorName: string;
  createdAt: string;
};

export type Transcript = {
  id: number;
  ticketId: number | null;
  callSid: string;
  duration: number | null;
  agentType: string | null;
  participants: string[];
  summary: string | null;
  transcript: string;
  createdAt: string;
};

export type WarrantyClaim = {
  id: number;
  ticketId: number;
  calculatedPercent: string | null;
  authorizationStatusName: string | null;
  authorizationCriteriaName: string | null;
  creditBasisName: string | null;
  numberOfTires: number | null;
  percentCredit: string | null;
  noteCreatedDateTime: string | null;
  noteCreatedName: string | null;
  treadDepthProrationOriginalTread: string | null;
  treadDepthProrationRemainingTreadDepth: string | null;
  mileageProrationRemainingTreadDepth: string | null;
  mileageProrationOriginalTreadDepth: string | null;
  mileageProrationMileageOn: number | null;
  mileageProrationMileageOff: number | null;
  mileageProrationMIWarranted: number | null;
  claimTicketAdjustmentNumber: string | null;
  workflowStatus: ClaimWorkflowStatus;
  source: ClaimSource;
  intakeIncomplete: boolean;
  authorizationCode: string | null;
  tireBrand: string | null;
  tireModel: string | null;
  tireSize: string | null;
  dotSerial: string | null;
  treadReading1: string | null;
  treadReading2: string | null;
  treadReading3: string | null;
  sellingPriceCents: number | null;
  listPriceCents: number | null;
  mountingCents: number | null;
  balancingCents: number | null;
  taxCents: number | null;
  creditCents: number | null;
  customerPaysCents: number | null;
  creditedDealerId: number | null;
  goodwill: boolean;
  returnedForInspection: boolean;
  freeReplacementUntil: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A row of the claims queue: the claim with its ticket's contact. */
export type ClaimQueueItem = WarrantyClaim & {
  customerName: string | null;
  dealerName: string | null;
  dealerId: number | null;
};

/** One claim in its own view: the claim, its ticket and contact, and its history. */
export type ClaimView = {
  claim: WarrantyClaim;
  ticket: { id: number; subject: string; status: TicketStatus; priority: TicketPriority };
  customer: { id: number; name: string; phone: string; email: string | null } | null;
  dealer: {
    id: number;
    dealerName: string;
    dealerCode: string;
    contactName: string;
    phone: string;
    city: string;
    state: string;
  } | null;
  creditedDealerName: string | null;
  history: ClaimEvent[];
};

/** The counters above the claims queue (docs/decisions/027-claims-queue.md). */
export type ClaimCounters = { total: number; active: number; processing: number; expired: number };

export type ReportSummary = ReportCounts &
  ReportRates & {
    recentTickets: Ticket[];
    recentClaims: WarrantyClaim[];
  };
