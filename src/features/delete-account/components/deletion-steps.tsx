import { site } from '@/config/site'

/** The ways to request deletion, step by step, as the store's account-deletion rules ask. */
export function DeletionSteps() {
  return (
    <section className="steps" aria-labelledby="deletion-steps-title">
      <h2 id="deletion-steps-title">How to delete your {site.appName} account</h2>
      <h3 id="steps-web">On this page</h3>
      <ol aria-labelledby="steps-web">
        <li>Enter the email address and password of your {site.appName} account below.</li>
        <li>Tick the box to confirm that you understand deletion is permanent.</li>
        <li>
          Select <strong>Delete My Account</strong>, check that the account shown is yours, then
          select <strong>Yes, Delete My Account</strong>.
        </li>
      </ol>
      <h3 id="steps-app">In the app</h3>
      <ol aria-labelledby="steps-app">
        <li>Open {site.appName} on your phone and sign in.</li>
        <li>
          Go to <strong>{site.appName} &gt; Settings &gt; Account &gt; Delete account</strong>.
        </li>
        <li>Enter your password and confirm.</li>
      </ol>
      <p>Cannot sign in? Email us instead: the steps are at the end of this page.</p>
    </section>
  )
}
