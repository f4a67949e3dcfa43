import { isApiError } from '@tijian/client';
import { Messages } from '@tijian/domain';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { partnerLogin } from '../api/partner-login.ts';
import * as copy from '../copy.ts';
import { safeRedirect, startSession } from '../session.ts';

function decodeTarget(uri: string | undefined): string {
  if (!uri) return '/main';
  try {
    return safeRedirect(decodeURIComponent(uri), '/main');
  } catch {
    return safeRedirect(uri, '/main');
  }
}

export function PlatformLoginPage() {
  const { platformUserCode = '', u = '', p = '', uri } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The signed link is single-purpose; StrictMode's second effect run must not post it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    partnerLogin({ platformUserCode, u, p })
      .then(async (result) => {
        await startSession(result, u);
        navigate(decodeTarget(uri), { replace: true });
      })
      .catch((error: unknown) => {
        setFailure(isApiError(error) && error.message ? error.message : copy.platformLogin.failed);
      });
  }, [platformUserCode, u, p, uri, navigate]);

  if (failure) {
    return (
      <ErrorBlock status="default" title={copy.platformLogin.failed} description={failure} fullPage>
        <Link to="/login" className="text-link">
          {copy.platformLogin.toLogin}
        </Link>
      </ErrorBlock>
    );
  }
  return (
    <div className="centered-page" role="status">
      {Messages.redirecting}
      <DotLoading />
    </div>
  );
}
