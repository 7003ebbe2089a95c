import { passwordTokenResponseSchema, staffListResponseSchema } from '@estate/domain/api/staff-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { serverEnv } from '@/lib/env/server-env';
import { ChangePasswordForm, PhotoForm, ProfileForm, SessionList } from '../account/account-forms';
import { ForgotPasswordForm } from '../auth/forgot-password-form';
import { PasswordForm } from '../auth/password-form';
import { SignInForm } from '../auth/sign-in-form';
import { getSignedInStaff, requireStaff } from '../auth/staff-session';
import { TwoFactorEnrolment } from '../auth/two-factor-enrolment';
import { DashboardPanel } from '../dashboard/dashboard-panel';
import type { ListSearchParams } from '../lists/list-query';
import { StaffManager } from '../team/staff-manager';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';

async function texts() {
  return getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice' });
}

/** A page title of the back office's own texts. */
function titled(
  key:
    | 'dashboard'
    | 'offers.title'
    | 'account.title'
    | 'staff.title'
    | 'audit.title'
    | 'signIn.title'
    | 'forgot.title'
    | 'activation.title'
    | 'reset.title',
) {
  return async (): Promise<Metadata> => ({ title: (await texts())(key) });
}

export const dashboardMetadata = titled('dashboard');
export const accountMetadata = titled('account.title');
export const offersMetadata = titled('offers.title');
export const teamMetadata = titled('staff.title');
export const auditMetadata = titled('audit.title');
export const signInMetadata = titled('signIn.title');
export const forgotPasswordMetadata = titled('forgot.title');
export const activationMetadata = titled('activation.title');
export const resetPasswordMetadata = titled('reset.title');

/**
 * `/panel`: behind the guard (SPEC §2); an admin without two-step verification turns it on first.
 * Then the dashboard (issue 35, decision 055).
 */
export async function DashboardScreen({ searchParams }: { searchParams: ListSearchParams }) {
  const staff = await requireStaff({ beforeSecondFactor: true });
  const t = await texts();
  return (
    <BackOfficeFrame staff={staff} title={t('dashboard')} current="dashboard">
      {staff.twoFactorRequired ? (
        <section className="bo-panel" aria-labelledby="two-factor">
          <h2 id="two-factor">{t('twoFactor.title')}</h2>
          <p>{t('twoFactor.required')}</p>
          <TwoFactorEnrolment />
        </section>
      ) : (
        <>
          <p className="bo-welcome">{t('home.welcome', { name: staff.name })}</p>
          <p>{t('home.role', { role: t(`roles.${staff.role}`) })}</p>
          <DashboardPanel staff={staff} lang={await backOfficeLanguage()} searchParams={searchParams} />
        </>
      )}
    </BackOfficeFrame>
  );
}

/** `/panel/konto`: one's own data, photo, password and sessions (§6). */
export async function AccountScreen() {
  const staff = await requireStaff({ beforeSecondFactor: true });
  const t = await texts();
  return (
    <BackOfficeFrame staff={staff} title={t('account.title')} current="account">
      <div className="bo-stack">
        <ProfileForm initial={{ name: staff.name, lang: staff.lang, card: staff.card }} />
        <PhotoForm photo={staff.photo} />
        <ChangePasswordForm />
        <SessionList />
      </div>
    </BackOfficeFrame>
  );
}

/** `/panel/zespol`: the admins' team page (others get the API's 403 as a message). */
export async function TeamScreen() {
  const staff = await requireStaff();
  const t = await texts();
  const te = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'errorCodes' });
  const { status, body } = await backOfficeGet('/api/back-office/staff', staffListResponseSchema);
  return (
    <BackOfficeFrame staff={staff} title={t('staff.title')} current="team">
      {status === 200 && body ? (
        <>
          <p>{t('staff.lead')}</p>
          <StaffManager initial={body.data} selfId={staff.id} />
        </>
      ) : (
        <p role="alert" className="bo-alert">
          {te(status === 403 ? 'forbidden' : 'internal_error')}
        </p>
      )}
    </BackOfficeFrame>
  );
}

/** `/panel/logowanie`: a signed-in person goes straight to the dashboard. */
export async function SignInScreen() {
  if (await getSignedInStaff()) redirect(backOfficePaths.dashboard);
  const t = await texts();
  return (
    <BackOfficeFrame staff={null} title={t('signIn.title')}>
      <SignInForm siteOrigin={new URL(serverEnv.siteUrl).origin} />
    </BackOfficeFrame>
  );
}

export async function ForgotPasswordScreen() {
  const t = await texts();
  return (
    <BackOfficeFrame staff={null} title={t('forgot.title')}>
      <p>{t('forgot.lead')}</p>
      <ForgotPasswordForm />
    </BackOfficeFrame>
  );
}

type TokenParams = Promise<{ token: string }>;

/** `/panel/aktywacja/{token}` and `/panel/nowe-haslo/{token}`: what the link is for, then the password. */
async function PasswordScreen({ params, kind }: { params: TokenParams; kind: 'invitation' | 'reset' }) {
  const { token } = await params;
  const t = await texts();
  const te = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'errorCodes' });
  const { status, body, code } = await backOfficeGet(
    `/api/back-office/password-tokens/${encodeURIComponent(token)}`,
    passwordTokenResponseSchema,
  );
  const title = kind === 'invitation' ? t('activation.title') : t('reset.title');
  if (code === 'token_used') {
    // Spent already (a second click, or the mail opened twice): the way on is signing in (issue 32).
    return (
      <BackOfficeFrame staff={null} title={title}>
        <p role="alert" className="bo-alert">
          {t(kind === 'invitation' ? 'activation.used' : 'reset.used')}
        </p>
        <p>
          <a href={backOfficePaths.signIn}>{t('signIn.goToSignIn')}</a>
        </p>
      </BackOfficeFrame>
    );
  }
  if (status !== 200 || !body) {
    return (
      <BackOfficeFrame staff={null} title={title}>
        <p role="alert" className="bo-alert">
          {te(status === 410 ? 'token_expired' : 'token_invalid')}
        </p>
        <p>
          <a href={backOfficePaths.forgotPassword}>{t('signIn.forgot')}</a>
        </p>
      </BackOfficeFrame>
    );
  }
  const lead = kind === 'invitation' ? 'activation.lead' : 'reset.lead';
  return (
    <BackOfficeFrame staff={null} title={title}>
      <p>{t(lead, { email: body.data.email })}</p>
      <PasswordForm token={token} kind={body.data.kind} />
    </BackOfficeFrame>
  );
}

export function ActivationScreen({ params }: { params: TokenParams }) {
  return <PasswordScreen params={params} kind="invitation" />;
}

export function ResetPasswordScreen({ params }: { params: TokenParams }) {
  return <PasswordScreen params={params} kind="reset" />;
}
