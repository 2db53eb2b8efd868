import { API_ERROR_CODES, apiErrorTranslationKey } from '#domain/apiErrors';
import { APPLICATION_KINDS, serviceLabels } from '#domain/kinds';
import { englishTexts as english, swahiliTexts as swahili } from '#unit/translations';
import { PUBLIC_TRANSLATIONS } from '#unit/translationTrees';

describe('translation files', () => {
  it('have exactly the same keys in English and Swahili', () => {
    expect(Object.keys(swahili).sort()).toEqual(Object.keys(english).sort());
  });

  it("leave the staff area's words out of the file every visitor downloads", () => {
    for (const tree of Object.values(PUBLIC_TRANSLATIONS)) {
      expect(Object.keys(tree)).not.toContain('admin');
      expect(Object.keys(tree)).not.toContain('agents');
    }
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

  it('word every code the API answers with, in both languages', () => {
    const missing = API_ERROR_CODES.map(apiErrorTranslationKey).flatMap((key) => [
      ...(typeof english[key] === 'string' ? [] : [`en: ${key}`]),
      ...(typeof swahili[key] === 'string' ? [] : [`sw: ${key}`]),
    ]);
    expect(missing).toEqual([]);
  });

  it("name every service's title, lead, messages, home card, staff link and dashboard tile in both languages", () => {
    const missing = APPLICATION_KINDS.flatMap((kind) =>
      Object.values(serviceLabels(kind)).filter(
        (key) => typeof english[key] !== 'string' || typeof swahili[key] !== 'string',
      ),
    );
    expect(missing).toEqual([]);
  });

  it("keep the spec's English messages word for word", () => {
    expect(english['home.feedback.required']).toBe('All fields are required.');
    expect(english['home.feedback.sent']).toBe('Message sent successfully.');
    expect(english['home.feedback.failed']).toBe('Failed to send message.');
    expect(english['home.hero.start']).toBe('Start Now');
    expect(english['home.services.apply']).toBe('Apply Now');
    expect(english['home.forms.title']).toBe('Our Forms');
    expect(english['signIn.title']).toBe('Admin Login');
    expect(english['payment.processingError']).toBe('Payment processing error');
    expect(english['errors.payment.gateway']).toBe('Payment initiation failed');
    // The success page's static text, its spelling included.
    expect(english['success.body']).toBe('Payment was successfull paid');
  });
});
