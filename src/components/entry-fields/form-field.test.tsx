import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels its control, and describes it by the hint', () => {
    render(
      <FormField id="f" label="Callback URL" hint="Optional.">
        {(field) => <input {...field} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Callback URL' });
    expect(input).toHaveAccessibleDescription('Optional.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('with an error: marks the control invalid and describes it by hint and error', () => {
    render(
      <FormField id="f" label="Callback URL" hint="Optional." error={{ message: 'Enter a URL.' }}>
        {(field) => <input {...field} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Callback URL' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Optional. Enter a URL.');
  });

  it('without hint or error, describes nothing', () => {
    render(
      <FormField id="f" label="Title">
        {(field) => <input {...field} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-describedby');
  });

  it('as a group: the options share a legend, and the group carries the error', () => {
    render(
      <FormField id="t" label="Template" group required error={{ message: 'Choose one.' }}>
        {() => (
          <label>
            <input type="radio" name="t" /> STORAGE
          </label>
        )}
      </FormField>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Template' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Choose one.');
  });
});
