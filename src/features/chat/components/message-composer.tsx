import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { ImagePlus, Paperclip, Send } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { PICKER_ACCEPT, validateChatFile, type PickerKind } from '../lib/files';
import { canSend, isSendKey } from '../lib/send-rules';

interface ComposerProps {
  inFlight: boolean;
  /** Answers whether the text was taken (it is cleared then). */
  onSendText: (text: string) => boolean;
  onSendFile: (file: File) => boolean;
}

/** Text box (Enter sends, Shift+Enter new line), image and file pickers, and Send. */
export function MessageComposer({ inFlight, onSendText, onSendFile }: ComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const sendable = canSend(text, inFlight);

  function send() {
    if (!canSend(text, inFlight)) return;
    if (onSendText(text)) setText('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    send();
  }

  const onPick = (kind: PickerKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again must fire change again
    if (!file) return;
    const problem = validateChatFile(file, kind);
    if (problem) {
      toast.error(problem);
      return;
    }
    onSendFile(file);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-label="Send a message">
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <Textarea
        id={inputId}
        rows={2}
        maxLength={4000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type a message..."
        aria-describedby={`${inputId}-hint`}
        className="min-h-16 resize-none"
      />
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <input
            ref={imageInput}
            type="file"
            accept={PICKER_ACCEPT.image}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onPick('image')}
            data-testid="chat-image-input"
          />
          <input
            ref={fileInput}
            type="file"
            accept={PICKER_ACCEPT.file}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onPick('file')}
            data-testid="chat-file-input"
          />
          <Button type="button" variant="ghost" size="icon" disabled={inFlight} onClick={() => imageInput.current?.click()} aria-label="Share an image">
            <ImagePlus aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            disabled={inFlight}
            onClick={() => fileInput.current?.click()}
            aria-label="Share a file (PDF, Word, text or video)"
          >
            <Paperclip aria-hidden="true" />
          </Button>
          <p id={`${inputId}-hint`} className="ml-1 hidden text-xs text-gray-600 sm:block">
            Enter to send, Shift+Enter for a new line. Files up to 10 MB.
          </p>
        </div>
        <Button type="submit" variant="gradient" disabled={!sendable} aria-label="Send message">
          <Send aria-hidden="true" />
          {inFlight ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
