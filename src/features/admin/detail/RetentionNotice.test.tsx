import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { RetentionNotice } from './RetentionNotice';
import { withoutRemovedDocuments } from './retentionRemovals';

// 14:00 in Dar es Salaam on 6 March 2027.
const REMOVED_AT = { toMillis: () => Date.parse('2027-03-06T11:00:00Z') };

describe('what retention removed, on the detail page', () => {
  it('says on which day the documents went instead of linking to them', async () => {
    await i18n.changeLanguage('en');
    const record = {
      ...VALID_APPLICATIONS.business(),
      retention: { documents: REMOVED_AT, results: null, personal: null },
    };
    render(<RetentionNotice record={record} lang="en" />);
    expect(screen.getByText('Documents removed on 6 Mar 2027 (retention)')).toBeInTheDocument();
    expect(screen.queryByText(/Results' files removed/)).not.toBeInTheDocument();
    expect(withoutRemovedDocuments('business', record)).not.toHaveProperty('lordAttach');
  });

  it('shows nothing and keeps the documents while nothing was removed', async () => {
    await i18n.changeLanguage('sw');
    const record = { ...VALID_APPLICATIONS.business(), retention: { documents: null } };
    const { container } = render(<RetentionNotice record={record} lang="sw" />);
    expect(container).toBeEmptyDOMElement();
    expect(withoutRemovedDocuments('business', record)).toHaveProperty('lordAttach');
  });
});
