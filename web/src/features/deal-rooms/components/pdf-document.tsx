import { Loader } from '@aws-amplify/ui-react';
import { Document, Page, pdfjs } from 'react-pdf';
import { Watermark } from './watermark';

// The worker is its own file beside this chunk; react-pdf asks for it to be set where its components render.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * The whole file in one request (no range requests or streaming): the URL
 * lives only seconds, so every later page must come from what was loaded.
 * No scripting inside documents.
 */
const OPTIONS = { disableRange: true, disableStream: true, disableAutoFetch: true, isEvalSupported: false };

export interface PdfDocumentProps {
  url: string;
  page: number;
  /** The page's width in CSS pixels (the viewer's column). */
  width: number;
  watermark: string;
  onLoaded: (pages: number) => void;
  onFailed: () => void;
}

/**
 * One page of a PDF at a time, with the watermark over it. Text and
 * annotation layers are left out: the page is a picture, so its text is
 * not selectable and its links go nowhere. Loaded only when a PDF is
 * opened (pdf.js is large), never with the room or another screen.
 */
export default function PdfDocument({ url, page, width, watermark, onLoaded, onFailed }: PdfDocumentProps) {
  return (
    <Document
      file={url}
      options={OPTIONS}
      onLoadSuccess={(pdf) => onLoaded(pdf.numPages)}
      onLoadError={onFailed}
      onSourceError={onFailed}
      loading={<Loader ariaLabel="Loading the document" size="large" />}
      error={<span />}
      className="room-pdf"
      suspense={false}
    >
      <div className="room-page" role="img" aria-label={`Page ${page}`}>
        <Page
          pageNumber={page}
          width={width}
          renderTextLayer={false}
          renderAnnotationLayer={false}
          loading={<Loader ariaLabel={`Loading page ${page}`} />}
          onRenderError={onFailed}
        />
        <Watermark text={watermark} />
      </div>
    </Document>
  );
}
