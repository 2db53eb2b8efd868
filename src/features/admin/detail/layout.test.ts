import { APPLICATIONS } from '#domain/applications';
import { APPLICATION_KINDS } from '#domain/kinds';
import en from '../../../../public/assets/i18n/en.json';
import { DETAIL_SECTIONS } from './layout';

const lookup = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);

describe.each(APPLICATION_KINDS)('the %s detail layout', (kind) => {
  const shown = DETAIL_SECTIONS[kind].flatMap((section) => [...section.fields]);

  it('shows every field of the schema exactly once', () => {
    expect([...shown].sort()).toEqual(Object.keys(APPLICATIONS[kind].fieldLabels).sort());
  });

  it('titles every section with an existing translation', () => {
    for (const section of DETAIL_SECTIONS[kind]) expect(typeof lookup(section.title)).toBe('string');
  });
});
