// What every kind's form must do, tried on each form of the list of kinds: a new kind's form is
// tested here before it has tests of its own. Each form's own tests (VisaForm.test.tsx…) go on to
// fill it in and send it.
import { cleanup, render } from '@testing-library/react';
import i18n from 'i18next';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { APPLICATIONS, applies } from '#domain/applications';
import { sectionTitle } from '#domain/defineApplication';
import { APPLICATION_KINDS, capitalized, type ApplicationKind } from '#domain/kinds';
import { waitForWholeForm } from '#unit/forms';

// As the router finds them (src/app/formScreens.ts).
const FORMS = import.meta.glob<{ default: ComponentType }>('./*/*Form.tsx');

async function renderForm(kind: ApplicationKind) {
  const load = FORMS[`./${kind}/${capitalized(kind)}Form.tsx`];
  expect(load, `src/features/apply/${kind}/${capitalized(kind)}Form.tsx`).toBeDefined();
  const { default: Form } = await load!();
  render(
    <MemoryRouter initialEntries={[`/${kind}`]}>
      <Form />
    </MemoryRouter>,
  );
  await waitForWholeForm();
}

/** The fields a new application of the kind is asked for before any answer. */
function askedFields(kind: ApplicationKind) {
  const { fieldLabels, retiredFields } = APPLICATIONS[kind];
  return Object.keys(fieldLabels).filter(
    (field) => applies(kind, field, {}) && !retiredFields.includes(field),
  );
}

/** A field's control: an input named after it (or its list's items), or its document's picker. */
const controlOf = (field: string) =>
  document.querySelector(`[name="${field}"], [name^="${field}."], #field-files-${field}`);

afterEach(cleanup);

describe.each(APPLICATION_KINDS)('the %s form', (kind) => {
  it("shows its module's sections, titled and in their order, and a control for each field it asks for", async () => {
    await renderForm(kind);
    const english = i18n.getFixedT('en');
    const titles = APPLICATIONS[kind].sections.map(({ name }) => english(sectionTitle(kind, name)));
    const shown = [...document.querySelectorAll('.form-section > legend')].map(
      (legend) => legend.textContent,
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0]).toBe(titles[0]);
    // In the module's order, those whose fields wait for an answer left out.
    expect(titles.filter((title) => shown.includes(title))).toEqual(shown);
    expect(askedFields(kind).filter((field) => !controlOf(field))).toEqual([]);
  });

  it('asks for nothing its kind does not know', async () => {
    await renderForm(kind);
    const fields = Object.keys(APPLICATIONS[kind].fieldLabels);
    const named = [...document.querySelectorAll('.application-form [name]')].map(
      (control) => control.getAttribute('name')!.split('.')[0]!,
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((field) => !fields.includes(field))).toEqual([]);
  });
});
