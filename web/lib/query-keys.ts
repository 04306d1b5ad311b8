/** GET /api/tickets's query; undefined leaves a filter or the default order out. */
export type TicketListParams = {
  search: string;
  status?: string;
  priority?: string;
  /** 'me', 'none' or a user id. */
  assignee?: string;
  /** 'due_soon' or 'breached'. */
  due?: string;
  /** A tag's id (decision 089). */
  tag?: string;
  sort?: string;
  direction?: string;
  limit: number;
  offset: number;
};

/** Query keys shared by the features, so a mutation in one can refresh another's lists. */
export const queryKeys = {
  tickets: ['tickets'] as const,
  ticketList: (params: TicketListParams) => ['tickets', 'list', params] as const,
  ticketStats: ['tickets', 'stats'] as const,
  ticket: (id: number) => ['tickets', 'detail', id] as const,
  /** Under 'tickets': every ticket change refreshes the history too. */
  ticketActivity: (id: number) => ['tickets', 'activity', id] as const,
  assignees: ['tickets', 'assignees'] as const,
  tags: ['tags'] as const,
  ticketViews: ['ticket-views'] as const,
  transcripts: (ticketId: number) => ['transcripts', ticketId] as const,
  notes: (ticketId: number) => ['notes', ticketId] as const,
  thread: (ticketId: number) => ['thread', ticketId] as const,
  cannedReplies: (ticketId: number) => ['canned-replies', ticketId] as const,
  mailSettings: ['mail-settings'] as const,
  mailStatus: ['mail-status'] as const,
  macros: ['macros'] as const,
  serviceTargets: ['service-targets'] as const,
  warranties: (ticketId: number) => ['warranties', ticketId] as const,
  attachments: (ticketId: number) => ['attachments', ticketId] as const,
  claims: ['claims'] as const,
  portalDealer: ['portal', 'me'] as const,
  portalClaims: (query: object) => ['portal', 'claims', query] as const,
  portalNotifications: ['portal', 'notifications'] as const,
  notifications: ['notifications'] as const,
  noticeMail: ['notice-mail'] as const,
  claimQueue: (query: object) => ['claims', 'queue', query] as const,
  claimCounters: ['claims', 'counters'] as const,
  claim: (id: number) => ['claims', 'detail', id] as const,
  claimSettings: ['claims', 'settings'] as const,
  reports: ['reports'] as const,
  customers: ['customers'] as const,
  dealers: ['dealers'] as const,
  tenants: ['admin', 'tenants'] as const,
  users: ['admin', 'users'] as const,
};
