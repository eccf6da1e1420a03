import { Link } from 'react-router';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { LegalPage } from './legal-page';

export default function TermsPage() {
  usePageMeta();
  return (
    <LegalPage title="Terms of service" updated="1 July 2026">
      <section>
        <h2>Your account</h2>
        <p>
          You need an account to use TaskFlow. Keep your password to yourself and tell us at once if you think
          someone else has used your account. The administrators of your organization decide who joins it and
          what they may do.
        </p>
      </section>
      <section>
        <h2>Plans and billing</h2>
        <ul>
          <li>The Personal plan is free forever for up to 10 teammates.</li>
          <li>
            Paid plans are charged per user per month in Indian rupees; taxes are added where they apply.
          </li>
          <li>
            There are no setup fees, you can cancel anytime, and a 30-day money-back guarantee applies to your
            first payment.
          </li>
        </ul>
        <p>
          See the{' '}
          <Link to="/pricing" className="underline">
            pricing page
          </Link>{' '}
          for the current plans.
        </p>
      </section>
      <section>
        <h2>Acceptable use</h2>
        <p>
          Do not use TaskFlow to break the law, to send spam, to store content you have no right to, or to try
          to reach data of other organizations. We may suspend accounts that do.
        </p>
      </section>
      <section>
        <h2>Your data</h2>
        <p>
          What you put in TaskFlow stays yours. We process it only to provide the service, as described in our{' '}
          <Link to="/privacy" className="underline">
            privacy policy
          </Link>
          , and you can export it at any time.
        </p>
      </section>
      <section>
        <h2>Availability and liability</h2>
        <p>
          We work to keep TaskFlow available and your data safe, but the service is provided as is. Our
          liability is limited to the fees you paid in the twelve months before a claim.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>
          We will tell administrators by email at least 30 days before a change to these terms takes effect.
        </p>
      </section>
    </LegalPage>
  );
}
