import { ROOM_LIMITS, type RoomView } from '@club/shared';
import { Button, Card, Flex, Heading, Loader, Placeholder, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { dealRoomUrl } from '../../../config/paths';
import { APP_NAME } from '../../../config/app';
import { hasStatus } from '../../../lib/api-client';
import { useDownloadRoomFile } from '../api/download-room-file';
import { useDeal } from '../api/get-deal';
import { logPageReads } from '../api/log-page-reads';
import { useRoomView } from '../api/view-room-file';
import { PageReadTracker } from '../page-reads';
import { ONLY_FOUNDER_OPENS, fileTypeLabel, previewKind } from '../room-files';
import { Watermark } from './watermark';
import '../room-files.css';

// pdf.js is large: it loads only when a PDF is opened.
const PdfDocument = lazy(() => import('./pdf-document'));

/** How many times in a row the viewer asks for a new URL by itself when one runs out before loading. */
const AUTO_ASKS = 3;

/**
 * When a view's URL stops working, by this browser's clock: never later than
 * the URL's lifetime after the answer arrived (a browser clock behind the
 * server's would stretch it), and when the stated end already passed here
 * (a clock far ahead) the whole lifetime, so a skewed clock cannot make the
 * viewer ask again and again.
 */
function urlDeadline(view: RoomView, receivedAt: number): number {
  const stated = Date.parse(view.expiresAt ?? '') - receivedAt;
  const lifetime = ROOM_LIMITS.viewUrlSeconds * 1000;
  return receivedAt + (stated > 0 ? Math.min(stated, lifetime) : lifetime);
}

/** The widest a page is drawn, in CSS pixels; narrower screens draw it at their width. */
const MAX_PAGE_WIDTH = 840;

/** The width of the element `ref` points at, following resizes. */
function useWidth() {
  const [width, setWidth] = useState(MAX_PAGE_WIDTH);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    const measure = () => setWidth(Math.min(MAX_PAGE_WIDTH, Math.floor(element.clientWidth) || MAX_PAGE_WIDTH));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  return [width, ref] as const;
}

/**
 * Measures the time on each page while the tab is visible and sends it in
 * batches against the view; what is left goes when the viewer closes.
 */
function usePageReads(dealId: string, viewId: string | undefined, page: number, shown: boolean) {
  const tracker = useRef<PageReadTracker | null>(null);
  useEffect(() => {
    if (!viewId) return;
    const current = new PageReadTracker((pages, leaving) => logPageReads(dealId, viewId, pages, leaving));
    tracker.current = current;
    current.setVisible(document.visibilityState !== 'hidden');
    const onVisibility = () => current.setVisible(document.visibilityState !== 'hidden');
    const onLeave = () => current.leave();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      current.leave();
      tracker.current = null;
    };
  }, [dealId, viewId]);
  useEffect(() => {
    if (shown) tracker.current?.show(page);
  }, [page, shown, viewId]);
}

/** Previous / Next and where the member is; ← and → turn pages too. */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowLeft' && page > 1) onPage(page - 1);
      if (event.key === 'ArrowRight' && page < pages) onPage(page + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [page, pages, onPage]);
  return (
    <nav className="room-pager" aria-label="Pages">
      <Button size="small" onClick={() => onPage(page - 1)} isDisabled={page <= 1}>
        Previous
      </Button>
      <Text as="span" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button size="small" onClick={() => onPage(page + 1)} isDisabled={page >= pages}>
        Next
      </Button>
    </nav>
  );
}

/** Download: the server stamps a copy with the member's watermark, then the browser fetches it. */
function DownloadButton({ dealId, fileId, name }: { dealId: string; fileId: string; name: string }) {
  const download = useDownloadRoomFile(dealId);
  return (
    <Button size="small" variation="primary" onClick={() => download.mutate(fileId)} isDisabled={download.isPending} aria-label={`Download ${name}`}>
      {download.isPending ? 'Preparing...' : 'Download'}
    </Button>
  );
}

/**
 * An Office or CSV file, which only its founder opens (anyone else sees
 * stamped copies, and these cannot be stamped): not shown in the browser,
 * downloaded as uploaded.
 */
function NotPreviewable({ view, dealId, fileId }: { view: RoomView; dealId: string; fileId: string }) {
  return (
    <Card variation="outlined" className="room-viewer__notice">
      <Heading level={2}>This file cannot be previewed here</Heading>
      <Text>{fileTypeLabel(view.contentType)} files are not shown in the browser. Download it to read it.</Text>
      {view.canDownload ? <DownloadButton dealId={dealId} fileId={fileId} name={view.fileName} /> : null}
    </Card>
  );
}

/** The document itself: PDF page by page, an image inline, or a card for what cannot be previewed. */
function ViewerBody({
  view,
  receivedAt,
  dealId,
  fileId,
  onExpired,
}: {
  view: RoomView;
  /** When the answer arrived, by this browser's clock. */
  receivedAt: number;
  dealId: string;
  fileId: string;
  onExpired: () => void;
}) {
  // What the URL serves: a stamped copy is a PDF, even of an image.
  const kind = view.url === undefined ? 'none' : previewKind(view.shownType ?? view.contentType);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState<number>();
  // Which URL loaded or failed: a new URL (asked again after expiry) starts neither.
  const [loadedUrl, setLoadedUrl] = useState<string>();
  const [failedUrl, setFailedUrl] = useState<string>();
  const loaded = loadedUrl === view.url;
  const failed = failedUrl === view.url;
  const [width, measured] = useWidth();
  usePageReads(dealId, kind === 'none' ? undefined : view.viewId, page, loaded);

  const expiresAt = urlDeadline(view, receivedAt);
  // Ask again on its own only a few times in a row: a URL that never loads in time is shown as a failure.
  const asked = useRef(0);
  const askAgain = useCallback(() => {
    if (++asked.current > AUTO_ASKS) setFailedUrl(view.url);
    else onExpired();
  }, [view.url, onExpired]);

  // The URL works for seconds: when it runs out before the document loaded, ask for a new one.
  useEffect(() => {
    if (kind === 'none' || loaded || failed) return;
    const timer = setTimeout(askAgain, Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [kind, loaded, failed, expiresAt, askAgain]);

  const onFailed = useCallback(() => {
    if (expiresAt <= Date.now()) askAgain();
    else setFailedUrl(view.url);
  }, [expiresAt, view.url, askAgain]);
  const tryAgain = () => {
    asked.current = 0;
    onExpired();
  };
  const onLoaded = useCallback(
    (count: number) => {
      setPages(count);
      setPage((current) => Math.min(current, count));
      setLoadedUrl(view.url);
      asked.current = 0;
    },
    [view.url],
  );

  if (kind === 'none' || view.url === undefined) return <NotPreviewable view={view} dealId={dealId} fileId={fileId} />;
  if (failed) {
    return (
      <div className="empty-state" role="alert">
        <Text className="empty-state__title">This file could not be opened.</Text>
        <Button size="small" onClick={tryAgain}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <>
      {kind === 'pdf' && pages ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
      <div className="room-viewer__stage" ref={measured}>
        {kind === 'pdf' ? (
          <Suspense fallback={<Loader ariaLabel="Loading the viewer" size="large" />}>
            <PdfDocument url={view.url} page={page} width={width} watermark={view.watermark} onLoaded={onLoaded} onFailed={onFailed} />
          </Suspense>
        ) : (
          <div className="room-page">
            <img src={view.url} alt={view.fileName} className="room-page__image" onLoad={() => onLoaded(1)} onError={onFailed} draggable={false} />
            <Watermark text={view.watermark} />
          </div>
        )}
      </div>
    </>
  );
}

/**
 * A room file in the app (/investors/deals/:dealId/files/:fileId): opened
 * after the API's access check, shown with the member's watermark on every
 * page, page reads logged; Download when granted. Without access: ask the founder.
 */
export function RoomFileViewerPage() {
  const { dealId = '', fileId = '' } = useParams();
  const view = useRoomView(dealId, fileId);
  const deal = useDeal(dealId);
  const back = (
    <Link to={dealRoomUrl(dealId)} className="room-viewer__back">
      ← Back to the room
    </Link>
  );
  const { refetch } = view;
  const askAgain = useCallback(() => void refetch(), [refetch]);

  const content = () => {
    if (view.isPending) {
      return (
        <div role="status" aria-label="Opening the file" className="room-viewer__loading">
          <Placeholder size="large" />
          <Placeholder height="20rem" />
        </div>
      );
    }
    if (view.isError) {
      if (hasStatus(view.error, 403) && deal.data?.myAccess.canView) {
        // The member opens the room, so the refusal is this file's: it cannot be stamped.
        return (
          <Card variation="outlined" className="room-viewer__notice" role="alert">
            <Heading level={2}>Only the founder can open this file</Heading>
            <Text>{ONLY_FOUNDER_OPENS} Ask the founder for a PDF copy to read it here.</Text>
            <Link className="amplify-button amplify-button--small amplify-button--primary" to={dealRoomUrl(dealId)}>
              Go to the data room
            </Link>
          </Card>
        );
      }
      if (hasStatus(view.error, 403)) {
        return (
          <Card variation="outlined" className="room-viewer__notice" role="alert">
            <Heading level={2}>Ask the founder for access</Heading>
            <Text>This file is in a data room you have not been given access to. Ask the founder from the deal’s room.</Text>
            <Link className="amplify-button amplify-button--small amplify-button--primary" to={dealRoomUrl(dealId)}>
              Go to the data room
            </Link>
          </Card>
        );
      }
      if (hasStatus(view.error, 404)) {
        return (
          <Card variation="outlined" className="room-viewer__notice" role="alert">
            <Heading level={2}>This file is not in the room</Heading>
            <Text>It may have been replaced by a newer version. Open the room to see its files.</Text>
          </Card>
        );
      }
      return (
        <div className="empty-state" role="alert">
          <Text className="empty-state__title">This file could not be opened.</Text>
          <Button size="small" onClick={askAgain}>
            Try again
          </Button>
        </div>
      );
    }
    return <ViewerBody view={view.data} receivedAt={view.dataUpdatedAt} dealId={dealId} fileId={fileId} onExpired={askAgain} />;
  };

  return (
    <div className="page room-viewer">
      <title>{`${view.data?.fileName ?? 'Data room file'} · ${APP_NAME}`}</title>
      <Flex className="room-viewer__header" justifyContent="space-between" alignItems="center" gap="0.5rem" wrap="wrap">
        <div className="room-viewer__title">
          {back}
          <Heading level={1}>{view.data?.fileName ?? 'Data room file'}</Heading>
          {view.data ? (
            <Text className="muted">
              {fileTypeLabel(view.data.contentType)} · version {view.data.version}
            </Text>
          ) : null}
        </div>
        {view.data?.canDownload && previewKind(view.data.contentType) !== 'none' ? (
          <DownloadButton dealId={dealId} fileId={fileId} name={view.data.fileName} />
        ) : null}
      </Flex>
      {content()}
    </div>
  );
}
