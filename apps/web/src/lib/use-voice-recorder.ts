import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast/use-toast';

type Recording = { recorder: MediaRecorder; stream: MediaStream; startedAt: number; discard: boolean };

/** Records a voice note (MediaRecorder, audio/webm) and hands over the file and its length in seconds. */
export function useVoiceRecorder(onRecorded: (file: File, seconds: number) => void) {
  const [recording, setRecording] = useState(false);
  const current = useRef<Recording | null>(null);
  const onRecordedRef = useRef(onRecorded);
  // The latest callback for the recorder's stop event, kept after each render (not written during it).
  useLayoutEffect(() => {
    onRecordedRef.current = onRecorded;
  });

  useEffect(
    () => () => {
      const rec = current.current;
      if (rec) {
        rec.discard = true;
        if (rec.recorder.state !== 'inactive') rec.recorder.stop();
        rec.stream.getTracks().forEach((track) => track.stop());
      }
    },
    [],
  );

  async function start() {
    if (current.current) return;
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      toast({ title: 'Voice notes unavailable', description: 'This browser cannot record audio.', variant: 'destructive' });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      toast({ title: 'Microphone unavailable', description: 'Allow microphone access to record a voice note.', variant: 'destructive' });
      return;
    }
    const mimeType = MediaRecorder.isTypeSupported?.('audio/webm') ? 'audio/webm' : undefined;
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const rec: Recording = { recorder, stream, startedAt: Date.now(), discard: false };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      current.current = null;
      setRecording(false);
      if (rec.discard || chunks.length === 0) return;
      const type = recorder.mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      const file = new File([blob], `voice-note-${Date.now()}.webm`, { type });
      onRecordedRef.current(file, (Date.now() - rec.startedAt) / 1000);
    };
    current.current = rec;
    recorder.start();
    setRecording(true);
  }

  function stop() {
    const rec = current.current;
    if (rec && rec.recorder.state !== 'inactive') rec.recorder.stop();
  }

  return { recording, start, stop };
}
