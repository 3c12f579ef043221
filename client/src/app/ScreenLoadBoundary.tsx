import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '../components/Page.tsx';
import { askFailedTextsAgain } from '../i18n/index.ts';
import { StateBlock } from '../components/states/StateBlock.tsx';
import { forgetFailedScreens } from './routeLoader.tsx';
import { matchAppRoute, titleOf } from './matchRoute.ts';
import {
  classifyScreenLoadFailure,
  refetchFailedStylesheets,
  reloadOnceFor,
  type ScreenLoadFailure,
} from './screenLoadFailure.ts';

/**
 * What shows in place of a screen whose code did not load: inside the shell, with a retry;
 * away from the tab roots (whose tab bar stays) under the nav bar, titled, with its back control.
 */
function ScreenLoadFailed({ failure, onRetry }: { failure: ScreenLoadFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabRoot = matchAppRoute(pathname)?.tabRoot !== undefined;
  const title = titleOf(pathname);
  const nav = tabRoot ? undefined : { title: title ? t(`titles.${title}` as 'titles.home') : '' };
  return (
    <Page {...(nav ? { nav } : {})}>
      <div data-testid="screen-load-failure">
        <StateBlock
          status="default"
          title={t('states.errorTitle')}
          description={failure === 'offline' ? t('states.offline') : t('states.errorDescription')}
        >
          <button
            type="button"
            className="adm-button adm-button-primary adm-button-fill-outline adm-button-shape-default"
            onClick={onRetry}
          >
            <span>{t('actions.retry')}</span>
          </button>
        </StateBlock>
      </div>
    </Page>
  );
}

interface Props {
  children: ReactNode;
}

interface State {
  error?: unknown;
  failure?: ScreenLoadFailure;
}

/**
 * Catches a screen that failed to load (its code or stylesheet: offline, or gone after a
 * release) so the header and tab bar stay: shows why with a retry, retries by itself when
 * the network returns, and reloads the page once when the file no longer exists. A retry
 * forgets the failed screens, so they load again when they render (lazyScreen), and asks
 * again for the texts that failed (i18n/failedTexts.ts).
 */
export class ScreenLoadBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    // Online, the message waits for the server's word on the file: gone reloads the page instead.
    return navigator.onLine ? { error, failure: undefined } : { error, failure: 'offline' };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    window.addEventListener('online', this.retry);
    void classifyScreenLoadFailure(error).then((failure) => {
      if (this.state.error !== error) return;
      if (failure === 'gone' && reloadOnceFor(error)) return;
      this.setState({ failure });
    });
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  retry = (): void => {
    window.removeEventListener('online', this.retry);
    refetchFailedStylesheets(this.state.error);
    forgetFailedScreens();
    // The screen's texts, which failed with it offline (the network's return has asked them already).
    void askFailedTextsAgain();
    this.setState({ error: undefined, failure: undefined });
  };

  override render(): ReactNode {
    const { error, failure } = this.state;
    if (error === undefined) return this.props.children;
    if (!failure) return <main className="page" />;
    return <ScreenLoadFailed failure={failure} onRetry={this.retry} />;
  }
}
