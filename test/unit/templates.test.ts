import { describe, expect, it } from 'vitest';
import { renderTemplate, templateVariables } from '../../shared/templates/render';

describe('templates', () => {
  it('lists each variable once, in order of appearance', () => {
    expect(templateVariables('Hi {{name}}, your code is {{ code }}. Bye {{name}}')).toEqual(['name', 'code']);
  });

  it('fills every placeholder', () => {
    expect(renderTemplate('Hi {{name}}, code {{code}}', { name: 'Thandi', code: 1234 })).toEqual({
      ok: true,
      text: 'Hi Thandi, code 1234',
    });
  });

  it('names the first missing variable', () => {
    expect(renderTemplate('Hi {{name}}, code {{code}}', { name: 'Thandi' })).toEqual({ ok: false, missing: 'code' });
  });

  it('does not treat inherited object properties as supplied', () => {
    expect(renderTemplate('{{toString}}', {})).toEqual({ ok: false, missing: 'toString' });
  });
});
