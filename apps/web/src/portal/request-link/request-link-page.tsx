import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorNotice, Loading } from '../components/notice';
import '../i18n/en-search';
import { useT } from '../i18n/i18n';
import { PortalError } from '../lib/api';
import { openRequestLink } from '../lib/endpoints';
import { PortalPage } from '../portal-page';
import type { LinkRefusal } from './link-refusal';

/**
 * `/:store/open/:token`: an email's link, or the customer account extension's one-time link. The signed
 * token opens a session on the order and the request's own page (the order's page for the extension's
 * link); a link the server refuses (expired, used, altered) leads to the order lookup, which says why.
 */
export default function RequestLinkPage() {
  const { store = '', token = '' } = useParams();
  const { t } = useT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // One session per visit: a second run of the effect (React's strict mode) must not open another.
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    openRequestLink({ store, token }).then(
      (opened) =>
        navigate(
          opened.request_id
            ? `/details/${opened.store}/${opened.request_id}/${opened.session_id}`
            : `/orderlist/${opened.session_id}`,
          { replace: true },
        ),
      (error: unknown) => {
        if (error instanceof PortalError && error.reason) {
          const state: LinkRefusal = { refusal: error.reason };
          navigate(`/${store}`, { replace: true, state });
        } else setFailure(error);
      },
    );
  }, [store, token, attempt, navigate]);

  return (
    <PortalPage title={t('search.openingLink')}>
      {failure ? (
        <ErrorNotice
          error={failure}
          onRetry={() => {
            setFailure(null);
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <Loading />
      )}
    </PortalPage>
  );
}
