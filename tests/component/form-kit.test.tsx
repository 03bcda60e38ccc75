// The shared form kit (src/components/ui/form.tsx, form-fields.tsx): what a keyboard or
// screen-reader user meets in every dialog and page form built on it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { firstErrorMessage, Form } from '@/components/ui/form';
import { SelectField, TextField } from '@/components/ui/form-fields';

const schema = z.object({
  nickname: z.string(),
  name: z.string().trim().min(1, 'Name is required'),
  colour: z.string().min(1, 'Choose a colour'),
  code: z.string().min(1, 'Enter the code'),
});

function Sample({ onValid = () => {}, onInvalid }: { onValid?: (v: z.output<typeof schema>) => void; onInvalid?: (message: string | undefined) => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { nickname: '', name: '', colour: '', code: '' } });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid, (errors) => onInvalid?.(firstErrorMessage(errors)))}>
        <TextField name="nickname" label="Nickname" description="What your friends call you" />
        <TextField name="name" label="Name" />
        <SelectField name="colour" label="Colour" description={(v) => (v ? `You chose ${v}` : null)}>
          <option value="">Pick one</option>
          <option value="red">Red</option>
        </SelectField>
        <TextField name="code" label="Code" message={false} />
        <button type="submit">Save</button>
      </form>
    </Form>
  );
}

// What a screen reader reads as the field's description: the elements aria-describedby names.
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    // eslint-disable-next-line testing-library/no-node-access -- ids are how aria-describedby points
    .map((id) => document.getElementById(id)?.textContent);

afterEach(cleanup);

describe('form kit', () => {
  it('labels every control and links its description', async () => {
    const user = userEvent.setup();
    render(<Sample />);
    const nickname = screen.getByLabelText('Nickname');
    expect(nickname.tagName).toBe('INPUT');
    expect(describedBy(nickname)).toEqual(['What your friends call you']);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    // A description that follows the value.
    const colour = screen.getByLabelText('Colour');
    expect(colour).not.toHaveAttribute('aria-describedby');
    await user.selectOptions(colour, 'red');
    expect(describedBy(colour)).toEqual(['You chose red']);
  });

  it('on an invalid submit shows each message, marks the field invalid, links the message and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Sample onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(name)).toEqual(['Name is required']);
    expect(name).toHaveFocus(); // the nickname before it is valid
    const colour = screen.getByLabelText('Colour');
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(colour)).toEqual(['Choose a colour']);
    expect(screen.getByLabelText('Nickname')).not.toHaveAttribute('aria-invalid');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('a field without its message (the form reports in a toast) is still marked invalid, and points at nothing missing', async () => {
    const user = userEvent.setup();
    render(<Sample />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const code = await screen.findByLabelText('Code');
    await screen.findByText('Name is required');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Enter the code')).not.toBeInTheDocument();
  });

  it('gives the first problem, in the schema order, to a form that reports in a toast', async () => {
    const user = userEvent.setup();
    const onInvalid = vi.fn();
    render(<Sample onInvalid={onInvalid} />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Choose a colour');
    expect(onInvalid).toHaveBeenCalledWith('Choose a colour');
    expect(screen.getByLabelText('Colour')).toHaveFocus();
  });

  it('hands the parsed values over once the fields are valid, and clears the messages', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Sample onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is required');
    await user.type(screen.getByLabelText('Name'), '  Ana ');
    await user.selectOptions(screen.getByLabelText('Colour'), 'red');
    await user.type(screen.getByLabelText('Code'), '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ nickname: '', name: 'Ana', colour: 'red', code: '42' }, expect.anything());
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});
