import { answerSections, APPLICATIONS } from '../applications.js';
import { sectionTitle } from '../defineApplication.js';
import { APPLICATION_KINDS } from '../kinds.js';
import { englishTexts, swahiliTexts } from '#unit/translations';

describe.each(APPLICATION_KINDS)("the %s kind's sections", (kind) => {
  const shown = APPLICATIONS[kind].sections.flatMap((section) => [...section.fields]);

  it('hold every field of the schema exactly once', () => {
    expect([...shown].sort()).toEqual(Object.keys(APPLICATIONS[kind].fieldLabels).sort());
  });

  it('each have a title in both languages', () => {
    for (const { name } of APPLICATIONS[kind].sections) {
      expect(englishTexts[sectionTitle(kind, name)], name).toBeTruthy();
      expect(swahiliTexts[sectionTitle(kind, name)], name).toBeTruthy();
    }
  });

  it('are shown to staff, titled, when they hold answers', () => {
    const withAnswers = APPLICATIONS[kind].sections.filter((section) => section.fields.length > 0);
    expect(answerSections(kind)).toEqual(
      withAnswers.map(({ name, fields }) => ({ title: `${kind}.sections.${name}`, fields })),
    );
  });
});
