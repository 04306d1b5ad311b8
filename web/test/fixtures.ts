import type {
  Customer,
  Dealer,
  SessionUser,
  Tenant,
  Ticket,
  Transcript,
  WarrantyClaim,
} from '@domain/api-types';
import type { Attachment } from '@domain/attachments';

const CREATED = '2026-06-01T10:00:00.000Z';

export function aCustomer(patch: Partial<Customer> = {}): Customer {
  return {
    id: 11,
    firstName: 'Jane',
    lastName: 'Doe',
    phone: '5551234567',
    email: 'jane@example.com',
    zipCode: '33602',
    address: '1 Main St',
    company: null,
    createdAt: CREATED,
    ...patch,
  };
}

export function aDealer(patch: Partial<Dealer> = {}): Dealer {
  return {
    id: 5,
    name: 'Gulf Coast Tire Depot',
    dealerId: 'FL4450',
    dealerName: 'Gulf Coast Tire Depot',
    contactName: 'Brenda Fox',
    phone: '5905552511',
    email: null,
    country: 'United States',
    address: '8751 Calle Loíza',
    city: 'Tampa',
    state: 'FL',
    zipCode: '33602',
    createdAt: CREATED,
    ...patch,
  };
}

/** A ticket whose number is its id unless the test gives another. */
export function aTicket(patch: Partial<Ticket> = {}): Ticket {
  const id = patch.id ?? 7;
  return {
    id,
    number: id,
    subject: 'Sidewall bulge after pothole',
    description: 'Bulge on the front left tyre.',
    status: 'open',
    priority: 'medium',
    category: 'technical',
    customerId: 11,
    dealerId: null,
    customer: aCustomer(),
    dealer: null,
    assignee: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    updatedAt: CREATED,
    closedAt: null,
    claimCount: 0,
    newReplyAt: null,
    dueAt: null,
    dueKind: null,
    waitingOn: 'staff',
    waitingSince: CREATED,
    mergedInto: null,
    tags: [],
    ...patch,
  };
}

export function aClaim(patch: Partial<WarrantyClaim> = {}): WarrantyClaim {
  return {
    id: 3,
    ticketId: 7,
    calculatedPercent: null,
    authorizationStatusName: null,
    authorizationCriteriaName: null,
    creditBasisName: null,
    numberOfTires: null,
    percentCredit: null,
    noteCreatedDateTime: null,
    noteCreatedName: null,
    treadDepthProrationOriginalTread: null,
    treadDepthProrationRemainingTreadDepth: null,
    mileageProrationRemainingTreadDepth: null,
    mileageProrationOriginalTreadDepth: null,
    mileageProrationMileageOn: null,
    mileageProrationMileageOff: null,
    mileageProrationMIWarranted: null,
    claimTicketAdjustmentNumber: null,
    workflowStatus: 'draft',
    source: 'staff',
    intakeIncomplete: false,
    authorizationCode: null,
    tireBrand: null,
    tireModel: null,
    tireSize: null,
    dotSerial: null,
    treadReading1: null,
    treadReading2: null,
    treadReading3: null,
    sellingPriceCents: null,
    listPriceCents: null,
    mountingCents: null,
    balancingCents: null,
    taxCents: null,
    creditCents: null,
    customerPaysCents: null,
    creditedDealerId: null,
    goodwill: false,
    returnedForInspection: false,
    freeReplacementUntil: null,
    treadUnit: '32nds',
    purchaseDate: null,
    fittedDate: null,
    proofOfPurchase: false,
    vehicle: null,
    eligibility: 'unknown',
    eligibilityReasons: [],
    signals: [],
    filedByUserId: 3,
    moneyByUserId: 3,
    ownerUserId: null,
    authorizedAt: null,
    authorizedCents: null,
    creditedAt: null,
    dueAt: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...patch,
  };
}

export function aTranscript(patch: Partial<Transcript> = {}): Transcript {
  return {
    id: 1,
    ticketId: 7,
    callSid: 'CA0123456789abcdef',
    duration: 65,
    agentType: 'front-office',
    participants: ['Customer', 'AI agent'],
    summary: 'Caller asked about a bulge.',
    transcript: 'Customer: Hello\nAgent: Hi there',
    createdAt: CREATED,
    ...patch,
  };
}

export function anAttachment(patch: Partial<Attachment> = {}): Attachment {
  const id = patch.id ?? 21;
  const isPdf = patch.contentType === 'application/pdf';
  return {
    id,
    ticketId: 7,
    claimId: null,
    fileName: 'tread.jpg',
    contentType: 'image/jpeg',
    byteSize: 482_000,
    sha256: 'ab'.repeat(32),
    width: 1600,
    height: 1200,
    source: 'upload',
    uploadedBy: { id: 3, name: 'sam.carter' },
    createdAt: CREATED,
    contentUrl: `/api/attachments/${id}/content`,
    thumbnailUrl: isPdf ? null : `/api/attachments/${id}/thumbnail`,
    viewUrl: isPdf ? null : `/api/attachments/${id}/content`,
    canDelete: true,
    ...patch,
  };
}

export function aUser(patch: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 2,
    email: 'sam.carter@demo.example.com',
    username: 'sam.carter',
    role: 'user',
    tenantId: 1,
    tenant: { id: 1, name: 'Demo Tyre Centre' },
    dealerId: null,
    isDisabled: false,
    createdAt: CREATED,
    activeTenant: { id: 1, name: 'Demo Tyre Centre' },
    ...patch,
  };
}

export function aTenant(patch: Partial<Tenant> = {}): Tenant {
  return {
    id: 2,
    name: 'Coastal Tire & Auto',
    subdomain: 'coastal',
    isActive: true,
    createdAt: CREATED,
    ...patch,
  };
}

/** A list page's answer: the items and their X-Total-Count. */
export function aPage<T>(items: T[], total = items.length) {
  return { body: items, headers: { 'X-Total-Count': String(total) } };
}
