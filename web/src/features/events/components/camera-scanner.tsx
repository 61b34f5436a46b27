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

const SCAN_EVERY_MS = 250;

/** The browser's own BarcodeDetector, or undefined where it has none (Firefox, Safari on macOS, jsdom). */
export function barcodeDetector(): BarcodeDetectorClass | undefined {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) ? candidate : undefined;
}

/**
 * Scans a QR ticket with the device camera where the browser has the
 * BarcodeDetector API; elsewhere it says so and manual entry stays the way in.
 * Nothing is loaded from another site.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [Detector, setDetector] = useState<BarcodeDetectorClass | undefined>(undefined);
  const [checked, setChecked] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  // Some browsers have the class but no QR support (desktop Linux): ask which formats it reads.
  useEffect(() => {
    const candidate = barcodeDetector();
    let live = true;
    const settle = (ok: boolean) => {
      if (!live) return;
      setDetector(() => (ok ? candidate : undefined));
      setChecked(true);
    };
    if (!candidate) settle(false);
    else if (!candidate.getSupportedFormats) settle(true);
    else candidate.getSupportedFormats().then((formats) => settle(formats.includes('qr_code')), () => settle(false));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!scanning || !Detector) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const tick = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = video.current.readyState >= 2 ? await detector.detect(video.current) : [];
        if (found?.rawValue && !stopped) {
          onCodeRef.current(found.rawValue.trim());
          setScanning(false);
          return;
        }
      } catch {
        // a frame the detector could not read: try the next one
      }
      timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        void tick();
      })
      .catch(() => {
        setProblem('The camera could not be opened. Allow camera access or enter the code by hand.');
        setScanning(false);
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning, Detector]);

  if (!checked) return null;
  if (!Detector) {
    return <Text className="muted">Camera scanning is not supported in this browser. Enter the code from the attendee's ticket below.</Text>;
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
