import en from '../../public/assets/i18n/en.json';
import sw from '../../public/assets/i18n/sw.json';

function flatten(tree: object, prefix = ''): Record<string, unknown> {
  return Object.entries(tree).reduce<Record<string, unknown>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object'
      ? { ...flat, ...flatten(value as object, path) }
      : { ...flat, [path]: value };
  }, {});
}

describe('translation files', () => {
  const english = flatten(en);
  const swahili = flatten(sw);

  it('have exactly the same keys in English and Swahili', () => {
    expect(Object.keys(swahili).sort()).toEqual(Object.keys(english).sort());
  });

  it('have no empty strings', () => {
    const empty = Object.entries({ ...english, ...swahili }).filter(([, value]) => value === '');
    expect(empty).toEqual([]);
  });

  it('use the interpolations of English in Swahili too', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/{{\w+}}/g)
        ?.sort() ?? [];
    for (const key of Object.keys(english)) {
      expect({ key, placeholders: placeholders(swahili[key]) }).toEqual({
        key,
        placeholders: placeholders(english[key]),
      });
    }
  });

  it("keep the spec's English messages word for word", () => {
    expect(english['home.feedback.required']).toBe('All fields are required.');
    expect(english['home.feedback.sent']).toBe('Message sent successfully.');
    expect(english['home.feedback.failed']).toBe('Failed to send message.');
    expect(english['home.hero.start']).toBe('Start Now');
    expect(english['home.services.apply']).toBe('Apply Now');
    expect(english['home.forms.title']).toBe('Our Forms');
    expect(english['signIn.title']).toBe('Admin Login');
  });
});
