import { useEffect, useRef, useState } from "react";

export interface MediaDeviceChoice {
  deviceId: string;
  label: string;
}

export type CameraState =
  | { kind: "asking" }
  | { kind: "ready"; stream: MediaStream }
  /** The browser refused (permission denied, no device, in use elsewhere): `name` is the DOMException's. */
  | { kind: "failed"; name: string };

/** 720p at 30 frames, the live's top rendition; the browser gives what the camera has closest to it. */
const VIDEO = { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } } as const;

function constraints(cameraId: string, microphoneId: string): MediaStreamConstraints {
  return {
    video: { ...VIDEO, ...(cameraId ? { deviceId: { exact: cameraId } } : {}) },
    audio: { echoCancellation: true, noiseSuppression: true, ...(microphoneId ? { deviceId: { exact: microphoneId } } : {}) },
  };
}

function choices(devices: MediaDeviceInfo[], kind: MediaDeviceKind, fallback: string): MediaDeviceChoice[] {
  return devices
    .filter((device) => device.kind === kind && device.deviceId)
    .map((device, index) => ({ deviceId: device.deviceId, label: device.label || `${fallback} ${index + 1}` }));
}

function sameDevices(stream: MediaStream, cameraId: string, microphoneId: string): boolean {
  const camera = stream.getVideoTracks()[0]?.getSettings().deviceId;
  const microphone = stream.getAudioTracks()[0]?.getSettings().deviceId;
  return camera === cameraId && microphone === microphoneId;
}

/**
 * The creator's camera and microphone: asks for both once, lists the devices
 * (their names are known only once allowed), and opens the chosen pair again
 * when either changes, while `enabled`. The tracks stop when the page goes or it is no longer enabled.
 */
export function useCamera({ enabled }: { enabled: boolean }) {
  const [state, setState] = useState<CameraState>({ kind: "asking" });
  const [cameras, setCameras] = useState<MediaDeviceChoice[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceChoice[]>([]);
  const [cameraId, setCameraId] = useState("");
  const [microphoneId, setMicrophoneId] = useState("");
  const [attempt, setAttempt] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);
  const openedAttempt = useRef(0);

  useEffect(() => {
    if (!enabled) {
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      return;
    }
    // Already open on these devices (the pickers just learned which ones the browser chose).
    const open = streamRef.current;
    if (open && attempt === openedAttempt.current && sameDevices(open, cameraId, microphoneId)) return;
    openedAttempt.current = attempt;
    let canceled = false;
    setState((current) => (current.kind === "ready" ? current : { kind: "asking" }));
    navigator.mediaDevices
      .getUserMedia(constraints(cameraId, microphoneId))
      .then(async (stream) => {
        if (canceled) return stream.getTracks().forEach((track) => track.stop());
        streamRef.current?.getTracks().forEach((track) => track.stop());
        streamRef.current = stream;
        setState({ kind: "ready", stream });
        const devices = await navigator.mediaDevices.enumerateDevices();
        if (canceled) return;
        setCameras(choices(devices, "videoinput", "Camera"));
        setMicrophones(choices(devices, "audioinput", "Microphone"));
        // The picker shows what the browser chose when nothing was picked yet.
        setCameraId((id) => id || stream.getVideoTracks()[0]?.getSettings().deviceId || "");
        setMicrophoneId((id) => id || stream.getAudioTracks()[0]?.getSettings().deviceId || "");
      })
      .catch((error: unknown) => {
        if (!canceled) setState({ kind: "failed", name: error instanceof DOMException ? error.name : "Error" });
      });
    return () => {
      canceled = true;
    };
  }, [cameraId, microphoneId, attempt, enabled]);

  // The camera's light goes off when the page goes.
  useEffect(() => () => streamRef.current?.getTracks().forEach((track) => track.stop()), []);

  return {
    state,
    cameras,
    microphones,
    cameraId,
    microphoneId,
    setCameraId,
    setMicrophoneId,
    retry: () => setAttempt((n) => n + 1),
  };
}
