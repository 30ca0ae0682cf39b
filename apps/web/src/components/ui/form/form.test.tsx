import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox.tsx';
import { Field } from './Field.tsx';
import { Select } from './Select.tsx';
import { TextArea } from './TextArea.tsx';
import { TextField } from './TextField.tsx';

/**
 * Stories as tests: each control drawn as a screen draws it, and what a screen reader gets from it
 * (the unit project runs in node, without a DOM: the few attributes are read from the markup).
 */
const parse = (html: string) => {
  const attr = (tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];
  const idOf = (text: string) => new RegExp(`<[a-z]+ id="([^"]*)"[^>]*>${text}<`).exec(html)?.[1];
  return { attr, idOf, html };
};
describe('form controls (docs/forms.md#the-controls)', () => {
  it('Field: the label names the control, the hint and the error describe it, aria-invalid with an error', () => {
    const story = parse(
      renderToStaticMarkup(
        <Field label="Nom" hint="Comme sur la carte" error="Le nom est requis." testId="name">
          <input />
        </Field>,
      ),
    );
    const id = story.attr('input', 'id');
    expect(id).toBeTruthy();
    expect(story.attr('label', 'for')).toBe(id);
    expect(story.attr('input', 'aria-invalid')).toBe('true');
    expect(story.attr('input', 'aria-describedby')).toBe(`${story.idOf('Comme sur la carte')} ${story.idOf('Le nom est requis.')}`);
    expect(story.html).toContain('data-testid="name-error"');
  });

  it('Field: without an error the control is not invalid and is described by its hint alone', () => {
    const story = parse(
      renderToStaticMarkup(
        <Field label="Nom" hint="Comme sur la carte">
          <input />
        </Field>,
      ),
    );
    expect(story.attr('input', 'aria-invalid')).toBeUndefined();
    expect(story.attr('input', 'aria-describedby')).toBe(story.idOf('Comme sur la carte'));
    expect(story.html).not.toContain('-error');
  });

  it('TextField: « facultatif » after the label, the input props passed on (register gives name, onChange, ref)', () => {
    const story = parse(
      renderToStaticMarkup(<TextField label="Sujet" optional="facultatif" name="SUBJECT" maxLength={150} testId="subject" />),
    );
    expect(story.html).toContain('Sujet<span');
    expect(story.html).toContain('(facultatif)');
    expect(story.attr('input', 'name')).toBe('SUBJECT');
    expect(story.attr('input', 'maxLength') ?? story.attr('input', 'maxlength')).toBe('150');
    expect(story.attr('input', 'data-testid')).toBe('subject');
    expect(story.attr('input', 'type')).toBe('text');
  });

  it('TextField with alert: its error is announced as it appears (role="alert")', () => {
    const story = parse(
      renderToStaticMarkup(<TextField label="Nom de la liste" name="title" error="Donnez un nom à la liste." alert testId="list-name" />),
    );
    expect(story.attr('p', 'role')).toBe('alert');
    expect(story.attr('input', 'aria-describedby')).toBe(story.idOf('Donnez un nom à la liste.'));
    expect(
      parse(renderToStaticMarkup(<TextField label="Nom" name="title" error="Requis." testId="n" />)).attr('p', 'role'),
    ).toBeUndefined();
  });

  it('TextField with errorTestId: the error keeps the test id a screen always had', () => {
    const story = parse(
      renderToStaticMarkup(
        <TextField label="Email" name="email" error="L'email est requis." testId="invite-email" errorTestId="invite-error" />,
      ),
    );
    expect(story.attr('p', 'data-testid')).toBe('invite-error');
    expect(story.attr('input', 'data-testid')).toBe('invite-email');
  });

  it('TextArea: a textarea, invalid with its error', () => {
    const story = parse(renderToStaticMarkup(<TextArea label="Message" name="MESSAGE" error="Le message est requis." testId="message" />));
    expect(story.attr('textarea', 'aria-invalid')).toBe('true');
    expect(story.attr('textarea', 'aria-describedby')).toBe(story.idOf('Le message est requis.'));
  });

  it('Select: its options, labelled', () => {
    const story = parse(
      renderToStaticMarkup(
        <Select label="Type" name="ISSUE_TYPE" defaultValue="" testId="type">
          <option value="">—</option>
          <option value="autre">Autre</option>
        </Select>,
      ),
    );
    expect(story.attr('label', 'for')).toBe(story.attr('select', 'id'));
    expect(story.html).toContain('<option value="autre">Autre</option>');
  });

  it('Checkbox: its text is its label, its error describes it', () => {
    const story = parse(
      renderToStaticMarkup(<Checkbox label="J’accepte" name="ACCEPTED_TERMS" error="Vous devez accepter pour continuer." testId="terms" />),
    );
    expect(story.html).toMatch(/<label[^>]*><input[^>]*type="checkbox"/);
    expect(story.attr('input', 'aria-invalid')).toBe('true');
    expect(story.attr('input', 'aria-describedby')).toBe(story.idOf('Vous devez accepter pour continuer.'));
    expect(story.html).toContain('data-testid="terms-error"');
  });
});
