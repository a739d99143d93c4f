/**
 * The buttons of /pricing: the page is static markup; this script adds
 * what depends on the reader. Signed in, it shows the active subscription with Manage
 * Subscription, marks the current plan's card and points the Free card at home; a purchase or
 * manage action starts Checkout or the customer portal in a new tab. Signed out, those actions go
 * to sign-in with a way back here.
 */

import { ErrorCode } from '../../domain/error-codes';
import type { PaidPlanType } from '../../domain/plans';
import { isPlanType, plans } from '../../domain/plans';
import { ApiFailure } from '../../stores/api';
import { authUrlFrom } from '../../stores/return-path';
import { $session, mayBeSignedIn } from '../../stores/session';
import { $subscription, type Subscription } from '../../stores/subscription';
import { showToast } from '../../stores/toasts';
import { openPortal, startCheckout } from './billing-calls';
import type { PricingScriptKey } from './messages';
import { discardTab, openPendingTab, sendTo } from './new-tab';

const root = document.querySelector<HTMLElement>('[data-pricing]');
if (root) setUp(root);

function setUp(page: HTMLElement): void {
  const messages = JSON.parse(page.dataset.messages ?? '{}') as Record<PricingScriptKey, string>;
  const m = (key: PricingScriptKey) => messages[key];
  const authPath = page.dataset.authPath ?? '/auth';
  const homePath = page.dataset.homePath ?? '/';
  const dateFormat = new Intl.DateTimeFormat(page.dataset.dateLocale ?? 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

  const active = page.querySelector<HTMLElement>('[data-active-subscription]');
  const freeStart = page.querySelector<HTMLAnchorElement>('[data-free-start]');
  const cards = [...page.querySelectorAll<HTMLElement>('[data-plan-card]')];

  const planName = (plan: string) => (isPlanType(plan) ? m(plans[plan].nameKey) : plan);
  const statusName = (status: string) => {
    const key = `pricing.status.${status}`;
    return key in messages ? messages[key as PricingScriptKey] : status;
  };

  function render(signedIn: boolean, subscription: Subscription | null): void {
    if (freeStart) freeStart.href = signedIn ? homePath : authPath;
    // Until the plan is known nothing is marked: a wrong "current plan" is worse than none.
    const current = signedIn && subscription ? (subscription.subscribed ? subscription.plan_type : 'free') : null;
    for (const card of cards) {
      const isCurrent = card.dataset.planCard === current;
      card.classList.toggle('current', isCurrent);
      const badge = card.querySelector<HTMLElement>('[data-current]');
      if (badge) badge.hidden = !isCurrent;
      // Buying the plan one already has would start a second subscription: Manage is the way.
      const buy = card.querySelector<HTMLElement>('[data-plan-button]');
      if (buy) buy.hidden = isCurrent;
    }
    if (active) renderActive(active, signedIn && subscription?.subscribed ? subscription : null);
  }

  function renderActive(card: HTMLElement, subscription: Subscription | null): void {
    card.hidden = subscription === null;
    if (!subscription) return;
    setText(card, '[data-active-plan]', planName(subscription.plan_type));
    setText(card, '[data-active-status]', statusName(subscription.status));
    const endRow = card.querySelector<HTMLElement>('[data-active-end-row]');
    const end = subscription.subscription_end ? new Date(subscription.subscription_end) : null;
    if (endRow) endRow.hidden = end === null || Number.isNaN(end.getTime());
    if (end && !Number.isNaN(end.getTime())) {
      // Active and trialing subscriptions renew at the end of the period; any other status ends there.
      const renews = subscription.status === 'active' || subscription.status === 'trialing';
      setText(card, '[data-active-end-label]', m(renews ? 'pricing.active.renews' : 'pricing.active.ends'));
      setText(card, '[data-active-end]', dateFormat.format(end));
    }
  }

  const update = () => render($session.get().status === 'signedIn', $subscription.get());
  $session.subscribe(update);
  $subscription.subscribe(update);

  /** Signed out for sure: no session, or none was ever started on this browser. */
  function signedOut(): boolean {
    const state = $session.get();
    return state.status === 'signedOut' || (state.status === 'loading' && !mayBeSignedIn());
  }

  const goToAuth = () => window.location.assign(authUrlFrom(authPath, window.location));

  async function act(button: HTMLElement, request: () => Promise<{ url: string }>, failed: (error: unknown) => void) {
    if (button.getAttribute('aria-disabled') === 'true') return;
    const note = button.closest('[data-plan-card], [data-active-subscription]')?.querySelector<HTMLElement>('[data-note]');
    if (note) note.textContent = '';
    if (signedOut()) {
      goToAuth();
      return;
    }
    const tab = openPendingTab();
    button.setAttribute('aria-disabled', 'true');
    try {
      const { url } = await request();
      sendTo(tab, url);
    } catch (error) {
      discardTab(tab);
      if (error instanceof ApiFailure && error.status === 401) goToAuth();
      else if (error instanceof ApiFailure && error.code === ErrorCode.PAYMENTS_UNAVAILABLE) {
        // Said under the button as well as in the toast, so it is still there after the toast is gone.
        if (note) note.textContent = m('pricing.unavailable');
        failed(error);
      } else failed(error);
    } finally {
      button.removeAttribute('aria-disabled');
    }
  }

  const codeMessage = (error: unknown, fallback: PricingScriptKey): string => {
    if (!(error instanceof ApiFailure)) return m(fallback);
    if (error.code === ErrorCode.PAYMENTS_UNAVAILABLE) return m('pricing.unavailable');
    if (error.code === ErrorCode.NO_SUBSCRIPTION) return m('pricing.noSubscription');
    // Other failures: our own words in the page's language rather than the server's English.
    return m(fallback);
  };

  for (const button of page.querySelectorAll<HTMLElement>('[data-plan-button]')) {
    button.addEventListener('click', () => {
      const plan = button.dataset.plan;
      if (!isPlanType(plan) || plan === 'free') {
        showToast({ title: m('pricing.invalidPlan'), variant: 'destructive' });
        return;
      }
      void act(
        button,
        () => startCheckout(plan satisfies PaidPlanType),
        (error) => {
          if (error instanceof ApiFailure && error.code === ErrorCode.INVALID_PLAN) {
            showToast({ title: m('pricing.invalidPlan'), variant: 'destructive' });
          } else {
            const description = codeMessage(error, 'pricing.checkoutFailedDefault');
            showToast({ title: m('pricing.checkoutFailed'), description, variant: 'destructive' });
          }
        },
      );
    });
  }

  const manage = page.querySelector<HTMLElement>('[data-manage]');
  manage?.addEventListener('click', () => {
    void act(manage, openPortal, (error) => {
      const description = codeMessage(error, 'pricing.portalFailedDefault');
      showToast({ title: m('pricing.portalFailed'), description, variant: 'destructive' });
    });
  });
}

function setText(scope: HTMLElement, selector: string, text: string): void {
  const element = scope.querySelector<HTMLElement>(selector);
  if (element) element.textContent = text;
}
