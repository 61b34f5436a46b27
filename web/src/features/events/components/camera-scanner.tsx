import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';

/** The part of the Barcode Detection API the scanner uses (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = (new (options?: { formats?: string[] }) => BarcodeDetectorLike) & { getSupportedFormats?: () => Promise<string[]> };

/** Reads one video frame: the QR code's text, or undefined when none is seen. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | undefined>;

const SCAN_EVERY_MS = 250;
/** Frames are read at most this wide: enough for a ticket held up to the camera, light enough for a phone. */
const DECODE_WIDTH = 640;

/** The browser's own BarcodeDetector, or undefined where it has none (Firefox, Safari on macOS, jsdom). */
export function barcodeDetector(): BarcodeDetectorClass | undefined {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : undefined;
}

const hasCamera = (): boolean => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** The native detector where it reads QR codes (some desktop builds have the class but no QR support). */
async function nativeReader(): Promise<FrameReader | undefined> {
  const Detector = barcodeDetector();
  if (!Detector) return undefined;
  const formats = Detector.getSupportedFormats ? await Detector.getSupportedFormats().catch(() => []) : ['qr_code'];
  if (!formats.includes('qr_code')) return undefined;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue;
}

/** The decoder module: the service worker keeps it once fetched (it is not in the installed shell). */
const loadDecoder = () => import('jsqr');

/**
 * Fetches the decoder while online where the browser has no native one, so the camera scanner still starts at a
 * door without a network (called when the door list is downloaded).
 */
export function prepareScannerOffline(): void {
  if (hasCamera() && !barcodeDetector()) void loadDecoder().catch(() => undefined);
}

/** The QR decoder from the npm registry, loaded only when a scan starts in a browser without a native one. */
async function decoderReader(): Promise<FrameReader> {
  const { default: decode } = await loadDecoder();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return undefined;
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return decode(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data || undefined;
  };
}

/**
 * Scans a QR ticket with the device camera: the browser's BarcodeDetector
 * where it reads QR codes, otherwise a decoder loaded on the first scan.
 * Only a browser without camera access says scanning is not possible here;
 * typing the code stays the way in either way. Nothing is loaded from another site.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async (read: FrameReader) => {
      if (stopped || !video.current) return;
      try {
        const found = video.current.readyState >= 2 ? await read(video.current) : undefined;
        if (found && !stopped) {
          onCodeRef.current(found.trim());
          setScanning(false);
          return;
        }
      } catch {
        // a frame the reader could not read: try the next one
      }
      timer = setTimeout(() => void tick(read), SCAN_EVERY_MS);
    };
    const start = async () => {
      const read = (await nativeReader().catch(() => undefined)) ?? (await decoderReader());
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      stream = media;
      if (stopped || !video.current) return media.getTracks().forEach((track) => track.stop());
      video.current.srcObject = media;
      await video.current.play();
      void tick(read);
    };
    start().catch(() => {
      if (stopped) return;
      setProblem('The camera could not be opened. Allow camera access or enter the code by hand.');
      setScanning(false);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning]);

  if (!hasCamera()) {
    return <Text className="muted">This browser cannot open a camera here. Enter the code from the attendee's ticket below.</Text>;
  }
  return (
    <Flex direction="column" gap="0.5rem">
      {scanning ? (
        <>
          <video ref={video} className="qr-video" muted playsInline aria-label="Camera preview" />
          <Button size="small" onClick={() => setScanning(false)}>
            Stop camera
          </Button>
        </>
      ) : (
        <Button
          size="small"
          onClick={() => {
            setProblem(null);
            setScanning(true);
          }}
        >
          Scan with camera
        </Button>
      )}
      {problem ? <Text className="field-error">{problem}</Text> : null}
    </Flex>
  );
}
