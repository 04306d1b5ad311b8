import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  INVITATION_DAYS,
  INVITATION_NOT_FOUND,
  MAIL_NOT_SET_UP_FOR_INVITATIONS,
  type invitationSchema,
  type InvitationView,
  type PendingInvitation,
} from '../../../domain/account-invitations';
import { invitationLink } from '../../../domain/invitation-link';
import { leaveTenantRole, returnToTenantRole, withInvitationToken, withTenant } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { addressKeyOf } from '../../lib/client-address';
import type { AppDeps } from '../../lib/deps';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';
import {
  assertUncommonPassword,
  attemptSucceeded,
  hashPassword,
  reserveLoginAttempt,
  startSession,
  type SessionClient,
} from '../auth';
import { findDealer } from '../dealers';
import { sendTenantMail, tenantSendsMail, type TenantMail } from '../mail';
import {
  claimInvitation,
  findInvitationByToken,
  findPendingInvitation,
  insertInvitation,
  listPendingInvitations,
  renewInvitation,
} from './invitations.queries';
import { findTenant } from './tenants.queries';
import { accountsNamed, findUserWithTenant, insertUser, updateUser } from './users.queries';
import { IDENTITY_UNAVAILABLE } from './users.service';

type Invite = z.output<typeof invitationSchema>;

const DAY_MS = 24 * 3600_000;
const notFoundLink = () => new AppError('NOT_FOUND', INVITATION_NOT_FOUND);

async function dealerOf(ctx: StaffContext, dealerId: number) {
  const dealer = await ctx.inTenant((tx) => findDealer(tx, ctx.tenantId, dealerId));
  if (!dealer) throw notFound('Dealer');
  return dealer;
}

export async function listDealerInvitations(
  ctx: StaffContext,
  dealerId: number,
): Promise<PendingInvitation[]> {
  await dealerOf(ctx, dealerId);
  const rows = await ctx.inTenant((tx) => listPendingInvitations(tx, ctx.tenantId, dealerId));
  return rows.map((row) => ({
    userId: row.userId,
    invitedAt: row.invitedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * The account an earlier invitation to this dealer opened under exactly these names, while it is
 * still pending: inviting it again sends a new link. Otherwise the names must be free.
 */
async function pendingAccountNamed(deps: AppDeps, ctx: StaffContext, dealerId: number, input: Invite) {
  const named = await accountsNamed(deps.database.db, input.email, input.username);
  if (named.length === 0) return undefined;
  const [account] = named;
  const same =
    named.length === 1 &&
    account!.email.toLowerCase() === input.email &&
    account!.username.toLowerCase() === input.username.toLowerCase() &&
    account!.tenantId === ctx.tenantId &&
    account!.dealerId === dealerId;
  if (!same || !(await ctx.inTenant((tx) => findPendingInvitation(tx, account!.id))))
    throw conflict(IDENTITY_UNAVAILABLE);
  return account!.id;
}

function invitationMail(input: Invite, tenantName: string, dealerName: string, link: string): TenantMail {
  return {
    to: input.email,
    toName: input.username,
    subject: `Your dealer portal account at ${tenantName}`,
    text: [
      'Hello,',
      '',
      `${tenantName} has opened a dealer portal account for ${dealerName}, with the username ` +
        `${input.username}. In the portal you file and follow warranty claims and download your statements.`,
      '',
      `Set your password with this link. It works once, for ${INVITATION_DAYS} days:`,
      link,
      '',
      'If you did not expect this message, you can ignore it: the account cannot be used without a password.',
    ].join('\n'),
  };
}

/**
 * Opens a dealer account that cannot sign in (disabled, with the hash of a password nobody knows)
 * and e-mails its link, or sends a pending one a new link. The mail goes first: if it cannot be
 * sent, nothing is written (docs/decisions/087-dealer-invitations.md).
 */
export async function inviteDealerUser(
  deps: AppDeps,
  ctx: StaffContext,
  dealerId: number,
  input: Invite,
  origin: string,
): Promise<PendingInvitation> {
  const dealer = await dealerOf(ctx, dealerId);
  if (!(await tenantSendsMail(deps, ctx.tenantId))) throw conflict(MAIL_NOT_SET_UP_FOR_INVITATIONS);
  const pendingId = await pendingAccountNamed(deps, ctx, dealerId, input);
  const tenant = (await findTenant(deps.database.db, ctx.tenantId))!;
  const token = newSessionToken();
  const invitation = {
    tokenHash: hashSessionToken(token),
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + INVITATION_DAYS * DAY_MS),
  };
  const passwordHash = pendingId ? undefined : await hashPassword(randomBytes(32).toString('base64url'));

  const link = invitationLink(origin, token);
  const sent = await sendTenantMail(
    deps,
    ctx.tenantId,
    invitationMail(input, tenant.name, dealer.dealerName, link),
  );
  if (!sent.sent) {
    if (sent.notSetUp) throw conflict(MAIL_NOT_SET_UP_FOR_INVITATIONS);
    throw new AppError(
      'BAD_GATEWAY',
      `The invitation could not be e-mailed (${sent.failure}); nothing was saved.`,
    );
  }

  const audit = { tenantId: ctx.tenantId, userId: ctx.user.id, entity: 'user' } as const;
  const userId = await ctx.inTenant(async (tx) => {
    if (pendingId) {
      // Accepted in the meantime: the names are then simply taken.
      if (!(await renewInvitation(tx, pendingId, invitation))) throw conflict(IDENTITY_UNAVAILABLE);
      await recordAudit(tx, {
        ...audit,
        action: 'update',
        entityId: pendingId,
        changes: { invitedAgain: true },
      });
      return pendingId;
    }
    // users is a platform table the request role has no grant on; the invitation is the tenant's.
    await leaveTenantRole(tx);
    const id = await insertUser(tx, {
      email: input.email,
      username: input.username,
      role: 'dealer',
      tenantId: ctx.tenantId,
      dealerId,
      passwordHash: passwordHash!,
      isDisabled: true,
    });
    await returnToTenantRole(tx);
    await insertInvitation(tx, { tenantId: ctx.tenantId, dealerId, userId: id, ...invitation });
    await recordAudit(tx, {
      ...audit,
      action: 'create',
      entityId: id,
      changes: { role: 'dealer', dealerId, invited: true },
    });
    return id;
  });
  return {
    userId,
    invitedAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * The live invitation a link's token opens, found across tenants by the token's hash alone. Every
 * other token (unknown, used, expired, its account or tenant gone or switched off) gets the same
 * 404, and counts against the address like a failed sign-in.
 */
async function liveInvitation(deps: AppDeps, token: string, ip: string) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const address = addressKeyOf(ip);
  const attemptId = await reserveLoginAttempt(db, `invitation:${address}`, address, now);
  const tokenHash = hashSessionToken(token);
  const invitation = await withInvitationToken(deps.database, tokenHash, (tx) =>
    findInvitationByToken(tx, tokenHash),
  );
  const account = invitation && (await findUserWithTenant(db, invitation.userId));
  const live =
    invitation &&
    !invitation.acceptedAt &&
    invitation.expiresAt > now &&
    account?.user.role === 'dealer' &&
    account.tenant?.isActive;
  if (!live) throw notFoundLink();
  await attemptSucceeded(db, attemptId);
  return { invitation, user: account.user, tenant: account.tenant! };
}

export async function describeInvitation(deps: AppDeps, token: string, ip: string): Promise<InvitationView> {
  const { invitation, user, tenant } = await liveInvitation(deps, token, ip);
  const dealer = await withTenant(deps.database, tenant.id, (tx) =>
    findDealer(tx, tenant.id, invitation.dealerId),
  );
  if (!dealer) throw notFoundLink();
  return {
    username: user.username,
    dealerName: dealer.dealerName,
    tenantName: tenant.name,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** Sets the invited account's password, activates it and signs it in; the link is then used up. */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  password: string,
  client: SessionClient,
) {
  const { invitation, user, tenant } = await liveInvitation(deps, token, client.ip);
  assertUncommonPassword(password);
  const passwordHash = await hashPassword(password);
  const accepted = await withTenant(deps.database, tenant.id, async (tx) => {
    const claimed = await claimInvitation(tx, invitation.tokenHash, deps.clock.now());
    if (!claimed) return false;
    await leaveTenantRole(tx);
    await updateUser(tx, claimed.userId, { passwordHash, isDisabled: false });
    await recordAudit(tx, {
      tenantId: tenant.id,
      userId: claimed.userId,
      action: 'update',
      entity: 'user',
      entityId: claimed.userId,
      changes: { invitationAccepted: true, passwordChanged: true, isDisabled: false },
    });
    return true;
  });
  if (!accepted) throw notFoundLink();
  return startSession(deps, { ...user, passwordHash, isDisabled: false }, tenant, client);
}
