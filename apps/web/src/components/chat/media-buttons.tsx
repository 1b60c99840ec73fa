import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useVoiceRecorder } from '@/lib/use-voice-recorder';

type MediaButtonsProps = {
  disabled: boolean;
  busy: boolean;
  /** A photo (no duration) or a voice note (its length in seconds). */
  onFile: (file: File, durationSeconds?: number) => void;
};

/** Photo (file input, image/*) and voice-note buttons of a chat composer. */
export function MediaButtons({ disabled, busy, onFile }: MediaButtonsProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const voice = useVoiceRecorder((file, seconds) => onFile(file, seconds));

  return (
    <div className="flex items-center gap-1.5">
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="chat-photo-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || busy || voice.recording}
        onClick={() => fileInput.current?.click()}
        aria-label="Send a photo"
        title="Send a photo"
      >
        📷
      </Button>
      <Button
        variant={voice.recording ? 'danger' : 'secondary'}
        size="sm"
        disabled={(disabled || busy) && !voice.recording}
        onClick={() => (voice.recording ? voice.stop() : void voice.start())}
        aria-label={voice.recording ? 'Stop and send the voice note' : 'Record a voice note'}
        aria-pressed={voice.recording}
        title={voice.recording ? 'Stop and send' : 'Record a voice note'}
      >
        {voice.recording ? '■ Stop' : '🎤'}
      </Button>
    </div>
  );
}
