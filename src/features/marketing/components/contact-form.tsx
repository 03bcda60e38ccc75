import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2, Send } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { SUPPORT_EMAIL } from '@/lib/constants';
import { ContactRefusedError, useSendContactMessage, type ContactReceipt } from '../api/send-contact-message';

type Field = 'first_name' | 'last_name' | 'email' | 'phone' | 'subject' | 'message';

const LABELS: Record<Field, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
};

/**
 * What the browser lets through but the table refuses: a required field of only spaces, or an
 * address like 'ana@localhost'. Said plainly, since sending it again would fail the same way.
 */
function problemWith(field: Field, code: string | undefined): string {
  if (code === 'too_big') return `${LABELS[field]} is too long.`;
  return field === 'email' ? 'Please enter a valid email address, like name@example.com.' : `${LABELS[field]} cannot be blank.`;
}

interface Sent extends ContactReceipt {
  name: string;
  email: string;
}

/**
 * Contact form: required fields are enforced by the browser; a sent message is confirmed in place
 * with its reference number, saying only what happened (docs/product.md#static-pages).
 */
export function ContactForm({ defaultSubject, submitLabel = 'Send Message' }: { defaultSubject?: string; submitLabel?: string } = {}) {
  const id = useId();
  const [sent, setSent] = useState<Sent | null>(null);
  const send = useSendContactMessage({
    onSuccess: (receipt) => toast.success(`Message sent! Your reference is ${receipt.reference}.`),
    // A refusal names its reason (too many messages, a field the server rejects); nothing typed is lost.
    onError: (error) => toast.error(error instanceof ContactRefusedError ? error.message : 'Failed to send your message. Please try again.'),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (f: Field) => String(data.get(f) ?? '');
    const input = {
      first_name: value('first_name'),
      last_name: value('last_name'),
      email: value('email'),
      phone: value('phone'),
      subject: value('subject'),
      message: value('message'),
    };
    const { contactMessageSchema } = await import('../api/contact-message-schema');
    const checked = contactMessageSchema.safeParse(input);
    if (!checked.success) {
      // Nothing is cleared: the visitor fixes the named field and sends again.
      const issue = checked.error.issues[0];
      const field = (issue?.path[0] ?? 'message') as Field;
      (form.elements.namedItem(field) as HTMLElement | null)?.focus();
      toast.error('Please check your message', { description: problemWith(field, issue?.code) });
      return;
    }
    send.mutate(input, {
      onSuccess: (receipt) => {
        setSent({ ...receipt, name: checked.data.first_name, email: checked.data.email });
        form.reset();
      },
    });
  }

  if (sent !== null) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-xl border border-green-200 bg-green-50 p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="size-10 text-green-600" />
        <h3 className="text-xl font-semibold text-gray-900">Thank you, {sent.name}!</h3>
        <p className="text-gray-700">Your message has been e-mailed to our support team.</p>
        <p className="text-gray-900">
          Your reference number is{' '}
          <strong data-testid="contact-reference" className="font-mono text-lg">
            {sent.reference}
          </strong>
        </p>
        <p className="text-gray-700">
          {sent.acknowledged
            ? `We sent a confirmation with this reference to ${sent.email}. Our team replies to that address from ${SUPPORT_EMAIL}.`
            : `We could not e-mail you a confirmation, so please note this reference. Our team replies to ${sent.email} from ${SUPPORT_EMAIL}.`}
        </p>
        <Button variant="outline" onClick={() => setSent(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  const f = (name: Field) => `${id}-${name}`;
  return (
    // Without JavaScript the browser hands the message to the visitor's mail program, addressed to
    // support (a POST to a mailto: address), instead of putting it in the page's address.
    <form
      method="post"
      action={`mailto:${SUPPORT_EMAIL}`}
      encType="text/plain"
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-4"
      aria-label="Contact form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={f('first_name')}>First Name *</Label>
          <Input id={f('first_name')} name="first_name" autoComplete="given-name" required maxLength={200} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={f('last_name')}>Last Name *</Label>
          <Input id={f('last_name')} name="last_name" autoComplete="family-name" required maxLength={200} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={f('email')}>Email *</Label>
          <Input id={f('email')} name="email" type="email" autoComplete="email" required maxLength={320} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={f('phone')}>Phone</Label>
          <Input id={f('phone')} name="phone" type="tel" autoComplete="tel" maxLength={50} />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={f('subject')}>Subject *</Label>
        <Input id={f('subject')} name="subject" required maxLength={300} defaultValue={defaultSubject} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={f('message')}>Message *</Label>
        <Textarea id={f('message')} name="message" required rows={6} maxLength={10000} />
      </div>
      <p className="text-sm text-gray-600">* Required field</p>
      <p className="text-sm text-gray-600">
        Sending e-mails your message to our support team and sends you a confirmation with a reference number at the address you enter.
      </p>
      <Button type="submit" variant="gradient" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
