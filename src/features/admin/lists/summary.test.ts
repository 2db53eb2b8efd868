import { VALID_APPLICATIONS, validExistingTinApplication } from '#fixtures/applications';
import { summarizeApplication } from './summary';

const meta = {
  reference: 'VIS-7K3Q9X',
  status: 'action_needed',
  paymentStatus: 'pending',
  createdAt: new Date('2026-01-15T08:30:00Z'),
};

describe('summarizeApplication', () => {
  it('visa: the full name, phone, agent', () => {
    const summary = summarizeApplication('visa', { ...VALID_APPLICATIONS.visa({ AAN: 'AG-7' }), ...meta });
    expect(summary).toEqual({
      name: 'Grace Wanjiru Otieno',
      contact: '+254712345678',
      agent: 'AG-7',
      reference: 'VIS-7K3Q9X',
      status: 'action_needed',
      paymentStatus: 'pending',
      submittedAt: Date.parse('2026-01-15T08:30:00Z'),
      assignee: null,
      version: 0,
    });
  });

  it('visa without a phone falls back to the passport number, then the national id; no AAN means no agent', () => {
    const { phone: _phone, ...visa } = VALID_APPLICATIONS.visa();
    const summary = summarizeApplication('visa', visa);
    expect(summary.contact).toBe('AK0482913');
    expect(summary.agent).toBeUndefined();
    const { passportNumber: _number, ...earlier } = { ...visa, nationId: '28456123' };
    expect(summarizeApplication('visa', earlier).contact).toBe('28456123');
  });

  it('TIN: full name and phone for an existing TIN, the names typed and mobile otherwise', () => {
    expect(summarizeApplication('tin', validExistingTinApplication())).toMatchObject({
      name: 'Neema Joseph Kimaro',
      contact: '0713987654',
    });
    expect(summarizeApplication('tin', VALID_APPLICATIONS.tin())).toMatchObject({
      name: 'Baraka Joseph Mushi',
      contact: '0754123456',
    });
  });

  it("TIN records of the earlier app: the agent number is read from 'tinaccess'", () => {
    expect(summarizeApplication('tin', { ...VALID_APPLICATIONS.tin(), tinaccess: 'AGT-9' }).agent).toBe(
      'AGT-9',
    );
  });

  it('BRELA: the business name and phone', () => {
    expect(summarizeApplication('brela', VALID_APPLICATIONS.brela({ AAN: 'AGT-0042' }))).toMatchObject({
      name: 'Halima Catering Services',
      contact: '0715246810',
      agent: 'AGT-0042',
    });
  });

  it("business licence: the owner's name, else the business name; phone, else NIDA", () => {
    expect(summarizeApplication('business', VALID_APPLICATIONS.business())).toMatchObject({
      name: 'Khamis Ali Said',
      contact: '0689112233',
    });
    const { Fname: _f, Lname: _l, Phone: _p, ...noOwner } = VALID_APPLICATIONS.business();
    expect(summarizeApplication('business', noOwner)).toMatchObject({
      name: 'Khamis Hardware',
      contact: '19821103121040000317',
    });
  });

  it('leaves out what is missing or not a known status or payment state', () => {
    const summary = summarizeApplication('brela', { status: 'done', paymentStatus: 'weird', AAN: '  ' });
    expect(summary).toHaveProperty('status', undefined);
    expect(summary).toEqual({
      name: undefined,
      contact: undefined,
      agent: undefined,
      reference: undefined,
      status: undefined,
      paymentStatus: undefined,
      submittedAt: undefined,
      assignee: null,
      version: 0,
    });
  });
});
