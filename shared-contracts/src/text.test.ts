import { CONTROL_CHARACTERS_MESSAGE, emailText, normaliseEmail, text } from './text';

describe('text()', () => {
  it('trims, bounds and refuses control characters', () => {
    const name = text({ max: 5, min: 1, required: 'Name is required' });
    expect(name.parse('  Ann ')).toBe('Ann');
    expect(name.safeParse('   ').error?.issues[0].message).toBe('Name is required');
    expect(name.safeParse('abcdef').success).toBe(false);
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', 'a\u007fb', 'a\u009bb']) {
      expect(name.safeParse(bad).error?.issues.map((i) => i.message)).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('keeps line feeds and tabs in multi-line fields, normalising \\r\\n', () => {
    const message = text({ max: 100, multiline: true });
    expect(message.parse('one\r\ntwo\rthree\tfour')).toBe('one\ntwo\nthree\tfour');
    expect(message.safeParse('a\u0000b').success).toBe(false);
  });

  it('emails: lower case, at most 254 characters', () => {
    expect(emailText().parse(' Jane@Example.COM ')).toBe('jane@example.com');
    expect(emailText().safeParse(`${'a'.repeat(3000)}@example.com`).success).toBe(false);
  });
});

describe('normaliseEmail', () => {
  it.each([
    ['Victim+1@Example.com', 'victim@example.com'],
    ['victim+a+b@example.com', 'victim@example.com'],
    ['first.last@example.com', 'first.last@example.com'],
    ['First.Last+x@gmail.com', 'firstlast@gmail.com'],
    ['f.l@googlemail.com', 'fl@gmail.com'],
    ['+tag@example.com', '+tag@example.com'],
  ])('%s -> %s', (input, expected) => expect(normaliseEmail(input)).toBe(expected));
});
