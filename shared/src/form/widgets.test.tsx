import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import type { UseFormReturn } from 'react-hook-form';
import { vmsg } from '@broker/shared/validation';
import {
  CheckboxField,
  DateField,
  MaskedField,
  MultiSelectField,
  SelectField,
  TextField,
  YesNoField,
  applyServerErrors,
  dateSchema,
  LeaveGuard,
} from './index';
import { ApiError } from '@broker/shared/api';
import { renderWithApp } from '@broker/shared/test-utils';
import { renderForm, valuesOf } from './test-harness';

const COUNTRIES = [
  { value: 'UA', label: 'Ukraine' },
  { value: 'PL', label: 'Poland' },
  { value: 'PT', label: 'Portugal' },
  { value: 'US', label: 'United States' },
];

describe('TextField', () => {
  const schema = z.object({ name: z.string().min(2, vmsg('min', { length: 2 })) });

  it('shows a rule message only after the 300 ms pause, tied to the input', async () => {
    const user = userEvent.setup();
    renderForm(<TextField name="name" label="Name" />, { schema, defaults: { name: '' } });
    const input = screen.getByLabelText('Name');
    await user.type(input, 'a');
    expect(screen.queryByRole('alert')).toBeNull(); // not at once: debounced
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('At least 2 characters');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    await user.type(input, 'b');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows a backend field error at once and clears it on edit', async () => {
    const user = userEvent.setup();
    const formRef: { current: UseFormReturn | null } = { current: null };
    renderForm(<TextField name="name" label="Name" />, { schema, defaults: { name: 'Ivan' }, formRef });
    const err = new ApiError({
      kind: 'http',
      status: 400,
      body: { detail: 'Invalid request', name: ['Taken by someone else.'], other: ['x'] },
    });
    let set: string[] = [];
    act(() => {
      set = applyServerErrors(err, formRef.current!.setError, ['name']);
    });
    expect(set).toEqual(['name']);
    expect(screen.getByRole('alert')).toHaveTextContent('Taken by someone else.');
    await user.type(screen.getByLabelText('Name'), 'a');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('read-only shows the value and does not change', async () => {
    const user = userEvent.setup();
    renderForm(<TextField name="email" label="Email" readOnly />, { defaults: { email: 'a@b.test' } });
    const input = screen.getByLabelText('Email');
    expect(input).toHaveValue('a@b.test');
    await user.type(input, 'zzz');
    expect(input).toHaveValue('a@b.test');
  });
});

describe('SelectField', () => {
  it('is a combobox: opens, filters from 2 characters, says "not found", picks by keyboard', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderForm(<SelectField name="country" label="Country" options={COUNTRIES} onPick={onPick} />, {
      defaults: { country: null },
    });
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.click(input);
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '200px' });
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.type(input, 'p');
    expect(screen.getAllByRole('option')).toHaveLength(4); // one character: no filtering yet
    await user.type(input, 'o');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Poland', 'Portugal']);
    await user.type(input, 'x');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Nothing found')).toHaveAttribute('role', 'status');
    await user.clear(input);
    await user.type(input, 'rtu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(valuesOf(screen).country).toBe('PT');
    expect(onPick).toHaveBeenCalledWith('PT');
    expect(input).toHaveValue('Portugal');
  });

  it('read-only shows the chosen label', () => {
    renderForm(<SelectField name="residency" label="Residency" options={COUNTRIES} readOnly />, {
      defaults: { residency: 'UA' },
    });
    expect(screen.getByLabelText('Residency')).toHaveValue('Ukraine');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('MultiSelectField', () => {
  it('adds options as chips and removes them', async () => {
    const user = userEvent.setup();
    renderForm(<MultiSelectField name="cur" label="Currency" options={COUNTRIES} />, { defaults: { cur: [] } });
    const input = screen.getByRole('combobox', { name: 'Currency' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Poland' }));
    await user.type(input, 'un');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['United States']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(valuesOf(screen).cur).toEqual(['PL', 'US']);
    await user.click(screen.getByRole('button', { name: 'Remove Poland' }));
    expect(valuesOf(screen).cur).toEqual(['US']);
  });
});

describe('DateField', () => {
  it('types DD.MM.YYYY and stores yyyy-MM-dd; a half date stays and is reported', async () => {
    const user = userEvent.setup();
    renderForm(<DateField name="d" label="Birth date" />, {
      schema: z.object({ d: dateSchema({ notFuture: true }) }),
      defaults: { d: '' },
    });
    const input = screen.getByLabelText('Birth date');
    await user.type(input, '1205');
    expect(await screen.findByRole('alert')).toHaveTextContent('DD.MM.YYYY');
    await user.type(input, '1990');
    expect(input).toHaveValue('12.05.1990');
    expect(valuesOf(screen).d).toBe('1990-05-12');
    await user.clear(input);
    await user.type(input, '01012999');
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be in the future');
  });

  it('shows a stored date as DD.MM.YYYY', () => {
    renderForm(<DateField name="d" label="Issued" />, { defaults: { d: '2020-01-31' } });
    expect(screen.getByLabelText('Issued')).toHaveValue('31.01.2020');
  });
});

describe('MaskedField', () => {
  it.each([
    ['taxId', '12ab3456789012', '1234567890', '1234567890'],
    ['expiry', '1225', '12/25', '12/25'],
    ['cardNumber', '4111-1111 1111 1111', '4111 1111 1111 1111', '4111111111111111'],
    ['iban', 'ua21 3223', 'UA21 3223', 'UA213223'],
  ] as const)('%s: typing %j shows %j and stores %j', async (mask, typed, shown, stored) => {
    const user = userEvent.setup();
    renderForm(<MaskedField name="v" label="Value" mask={mask} />, { defaults: { v: '' } });
    const input = screen.getByLabelText('Value');
    await user.type(input, typed);
    expect(input).toHaveValue(shown);
    expect(valuesOf(screen).v).toBe(stored);
  });

  it('expiry: erasing back to the slash clears the field', async () => {
    const user = userEvent.setup();
    renderForm(<MaskedField name="v" label="Value" mask="expiry" />, { defaults: { v: '' } });
    const input = screen.getByLabelText('Value');
    await user.type(input, '12');
    await user.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(valuesOf(screen).v).toBe('');
    expect(input).toHaveValue('');
  });
});

describe('CheckboxField and YesNoField', () => {
  it('toggle booleans by keyboard and report the change', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    renderForm(
      <>
        <CheckboxField name="c" label="Has tax id" onToggle={onToggle} />
        <YesNoField name="y" label="US citizen?" />
      </>,
      { defaults: { c: false, y: null } },
    );
    screen.getByRole('checkbox', { name: 'Has tax id' }).focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(screen.getByRole('group', { name: 'US citizen?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(valuesOf(screen)).toMatchObject({ c: true, y: false });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(valuesOf(screen).y).toBe(true);
  });
});

describe('LeaveGuard', () => {
  const unloadPrevented = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  it('asks the browser to confirm unload only while there are unsaved edits', () => {
    const { rerender } = renderWithApp(<LeaveGuard when={false} />);
    expect(unloadPrevented()).toBe(false);
    rerender(<LeaveGuard when />);
    expect(unloadPrevented()).toBe(true);
    rerender(<LeaveGuard when={false} />);
    expect(unloadPrevented()).toBe(false);
  });
});
