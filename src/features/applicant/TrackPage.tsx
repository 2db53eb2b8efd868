import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NeedsNetwork } from '#components/NeedsNetwork';
import { useNavigate, useSearchParams } from 'react-router';
import type * as z from 'zod/mini';
import { FeeBreakdown } from '#components/FeeBreakdown';
import { HydratedForm } from '#components/HydratedForm';
import { TextField } from '#components/form/TextField';
import { Reference } from '#components/Reference';
import { FormSubmit } from '#components/FormSubmit';
import { formatDate } from '#domain/format';
import { serviceLabels } from '#domain/kinds';
import { applicantStatusLabels } from '#domain/meta';
import {
  applicationProofSchema,
  isPayable,
  type ApplicationProof,
  type TrackedApplication,
} from '#domain/tracking';
import { ApiError } from '#lib/api';
import { apiFailureKey } from '#lib/apiFailure';
import type { CheckoutState } from '#lib/checkout';
import { trackApplication } from './api/track';
import { ApplicationFacts, PaymentBadge } from './ApplicationFacts';
import { ResultDocuments } from './ResultDocuments';
import { useReceiptDownload } from './useReceiptDownload';
import './applicant.css';
import { useReaderLanguage } from '#lib/useReaderLanguage';

// Only an applicant who was asked for something downloads the answer form (and the forms' schemas).
const RequestAnswer = lazy(() => import('./requests/RequestAnswer'));
// Rarely wanted: the copy of one's data and the request to delete it load when asked for.
const DataRights = lazy(() => import('./dataRights/DataRights'));

type ProofInput = z.input<typeof applicationProofSchema>;
/** The fields of the form, which a `validation` refusal from the API may name. */
const FIELDS = ['reference', 'phone'] as const satisfies readonly (keyof ProofInput)[];

/** An application found, with the proof that found it: paying and the receipt need it again. */
type Found = { application: TrackedApplication; proof: ApplicationProof };

const isField = (name: string): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(name);

/**
 * /track: an application's state from any device, by its reference and the phone number given on
 * it; ?reference=VIS-XXXXXX fills the reference in. What was typed stays on every failure.
 */
export default function TrackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string>();
  const [found, setFound] = useState<Found>();
  const form = useForm<ProofInput, unknown, ApplicationProof>({
    resolver: zodResolver(applicationProofSchema),
    defaultValues: { reference: params.get('reference')?.trim() ?? '', phone: '' },
    mode: 'onTouched',
  });
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (proof) => {
    setFailure(undefined);
    setFound(undefined);
    try {
      setFound({ application: await trackApplication(proof), proof });
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  /** A refusal of a field goes next to that field; anything else above the button. */
  const failureOf = (error: unknown): string | undefined => {
    if (error instanceof ApiError && error.code === 'validation' && error.fields) {
      const named = Object.entries(error.fields).filter(([field]) => isField(field));
      named.forEach(([field, message], index) =>
        form.setError(
          field as (typeof FIELDS)[number],
          { type: 'server', message },
          { shouldFocus: index === 0 },
        ),
      );
      if (named.length > 0) return undefined;
    }
    return apiFailureKey(error, 'track.failed');
  };

  return (
    <main id="main" className="page narrow applicant-page">
      <h1>{t('track.title')}</h1>
      <p className="lead">{t('track.lead')}</p>
      <NeedsNetwork message="offline.track" />
      <FormProvider {...form}>
        <HydratedForm className="card form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            name="reference"
            label="track.reference"
            hint="track.referenceHint"
            autoComplete="off"
            maxLength={20}
            required
          />
          <TextField
            name="phone"
            label="track.phone"
            hint="track.phoneHint"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            required
          />
          <FormSubmit busy={submitting} label="track.submit" busyLabel="track.searching" failure={failure} />
        </HydratedForm>
      </FormProvider>
      {found && (
        <TrackedResult
          found={found}
          // An answer sent moves the application back in review: the facts above it say so.
          onChanged={() =>
            void trackApplication(found.proof).then(
              (application) => setFound({ ...found, application }),
              () => undefined,
            )
          }
        />
      )}
    </main>
  );
}

function TrackedResult({
  found: { application, proof },
  onChanged,
}: {
  found: Found;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { downloading, download } = useReceiptDownload();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const lang = useReaderLanguage();
  const { kind, id, reference, status, paymentStatus, price, detailAmount } = application;
  // Kept once shown: after the answer is sent the status moves on, and its confirmation stays.
  const [answering] = useState(status === 'action_needed');
  const [showData, setShowData] = useState(false);
  const dateOf = (iso: string | null) => {
    const millis = iso === null ? Number.NaN : Date.parse(iso);
    return Number.isNaN(millis) ? undefined : formatDate(millis, lang);
  };

  // The answer lands below the form, under the fold of a phone: it is brought to the top of the
  // screen, and a screen reader is taken to it. Once: an answer sent refreshes it, and focus then
  // stays on what says it was sent.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const pay = () => {
    const checkout: CheckoutState = {
      kind,
      applicationId: id,
      reference,
      name: '',
      email: '',
      price,
      ...(detailAmount === undefined ? {} : { detailAmount }),
      proof,
    };
    void navigate('/payment', { state: checkout });
  };

  return (
    <section ref={section} className="card applicant-card tracked" aria-labelledby="tracked-title">
      <h2 id="tracked-title" ref={heading} tabIndex={-1}>
        {t(serviceLabels(kind).homeTitle)}
      </h2>
      <ApplicationFacts
        facts={[
          { label: 'applicant.reference', value: <Reference value={reference} /> },
          { label: 'applicant.status', value: t(applicantStatusLabels[status]) },
          { label: 'applicant.payment', value: <PaymentBadge status={paymentStatus} /> },
          { label: 'applicant.submitted', value: dateOf(application.createdAt) },
          { label: 'applicant.statusChanged', value: dateOf(application.statusUpdatedAt) },
          { label: 'applicant.paidOn', value: dateOf(application.paidAt) },
          {
            label: 'applicant.message',
            // What we need from you says it, when the application waits for an answer.
            value: !answering && application.applicantMessage && (
              <span className="applicant-message">{application.applicantMessage}</span>
            ),
          },
          {
            label: 'applicant.data.deletion',
            // Said below instead once the applicant's data is open.
            value:
              !showData &&
              application.deletion &&
              t(`applicant.data.state.${application.deletion.state}`, {
                date: dateOf(application.deletion.dueBy),
                reason: application.deletion.decisionReason,
              }),
          },
        ]}
      />
      {isPayable(paymentStatus) && (
        <>
          <FeeBreakdown total={price} />
          <button type="button" className="button primary" onClick={pay}>
            {t('applicant.payNow')}
          </button>
        </>
      )}
      {paymentStatus === 'pending' && <p className="applicant-note">{t('applicant.paymentPending')}</p>}
      {answering && (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <RequestAnswer access={{ proof }} note={application.applicantMessage} onAnswered={onChanged} />
        </Suspense>
      )}
      {paymentStatus === 'paid' && (
        <button
          type="button"
          className="button secondary"
          onClick={() => void download(reference, { proof })}
          disabled={downloading !== undefined}
          aria-busy={downloading !== undefined}
        >
          {t(downloading ? 'applicant.downloading' : 'applicant.downloadReceipt')}
        </button>
      )}
      <ResultDocuments application={application} proof={proof} />
      {showData ? (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <DataRights proof={proof} deletion={application.deletion} dateOf={dateOf} />
        </Suspense>
      ) : (
        <button type="button" className="button secondary" onClick={() => setShowData(true)}>
          {t('applicant.data.open')}
        </button>
      )}
    </section>
  );
}
