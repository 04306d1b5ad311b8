import type { NoticeMailChoices, NoticeMailSettings } from '../../../domain/notifications';
import type { AppDeps } from '../../lib/deps';
import type { StaffContext } from '../../lib/request-context';
import { chooseMail, mailChoicesOf } from '../notifications';
import { tenantSendsMail } from './tenant-mail';

/** The choices with where they go and whether the tenant's mail can carry them yet (decision 097). */
async function settingsOf(deps: AppDeps, ctx: StaffContext, choices: NoticeMailChoices) {
  const mailSetUp = await tenantSendsMail(deps, ctx.tenantId);
  return { ...choices, email: ctx.user.email, mailSetUp } satisfies NoticeMailSettings;
}

export const noticeMailSettings = async (deps: AppDeps, ctx: StaffContext) =>
  settingsOf(deps, ctx, await mailChoicesOf(ctx));

export const chooseNoticeMail = async (deps: AppDeps, ctx: StaffContext, choices: NoticeMailChoices) =>
  settingsOf(deps, ctx, await chooseMail(ctx, choices));
