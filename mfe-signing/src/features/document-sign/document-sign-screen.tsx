import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { checkStatusSchema, type CheckStatus } from '@broker/shared/contracts';
import { useRouteNav } from '@broker/shared/routes';
import { useUserInfo } from '@broker/shared/session';
import { PageLayout, Spinner } from '@broker/shared/ui';
import { NonresidentSign } from './components/nonresident-sign';
import { ResidentSign } from './components/resident-sign';
import { ReviewWait } from './components/review-wait';
import '../../styles/signing.css';
import { isSkipCheck } from '../../components/skip-check';

/**
 * /{lang}/document-sign (query `status`, `skipCheck`): what shows depends on the status the page
 * was entered with — the user's own once known (a link may be old); with skipCheck=1 the query's
 * (the caller has just learned it). Resident INITIAL/REVIEW: waiting; APPROVED: sign by QR; SIGNING:
 * wait. Non-resident APPROVED: sign by code; SIGNING: wait. Anyone else goes where the redirect
 * rule (§4) would send them.
 */
export function DocumentSignScreen() {
  const { t } = useTranslation('signing');
  const nav = useRouteNav();
  const [params] = useSearchParams();
  const { user } = useUserInfo();
  const [entry, setEntry] = useState<CheckStatus | null>(null);
  const fromQuery = checkStatusSchema.safeParse(params.get('status'));
  const skipCheck = isSkipCheck(params);

  useEffect(() => {
    if (entry || !user) return;
    setEntry(skipCheck && fromQuery.success ? fromQuery.data : user.check_status);
  }, [entry, user, skipCheck, fromQuery.success, fromQuery.data]);

  const resident = user?.is_resident ?? true;
  const leave = entry ? leaveTo(entry, resident) : null;
  useEffect(() => {
    if (!leave || !entry) return;
    if (leave === 'form-status') nav('form-status', { query: { status: entry }, replace: true });
    else nav(leave, { replace: true });
  }, [leave, entry, nav]);

  let body;
  if (!entry || leave) body = <Spinner label={t('list.loading')} />;
  else if (!resident) body = <NonresidentSign startWaiting={entry === 'SIGNING'} />;
  else if (entry === 'INITIAL' || entry === 'REVIEW') body = <ReviewWait onSigning={setEntry} />;
  else body = <ResidentSign startWaiting={entry === 'SIGNING'} />;

  return (
    <PageLayout title={t('documentSign.title')} testId="screen-document-sign">
      {body}
    </PageLayout>
  );
}

/** Statuses this page does not serve, and where the redirect rule sends them (§4). */
function leaveTo(
  status: CheckStatus,
  resident: boolean,
): 'private-cabinet' | 'form-status' | 'register-final-page' | null {
  if (status === 'SIGNED') return 'private-cabinet';
  if (status === 'ERRORS' || status === 'REJECTED') return 'form-status';
  if (!resident && (status === 'INITIAL' || status === 'REVIEW')) return 'register-final-page';
  return null;
}
