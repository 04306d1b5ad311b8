// Split points: a dialog's code loads when it first opens (docs/decisions/063).
export const loadNoticeMailDialog = () => import('./NoticeMailDialog');
