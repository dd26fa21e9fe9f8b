import type { Widen } from '../types';

/**
 * English texts of accounts and memberships: the header's account button and menu, the sign-in /
 * sign-up dialog, the e-mailed link pages, /account and the membership start. SPEC §8's messages are verbatim.
 */
export const authEn = {
  button: {
    signIn: 'Sign In',
    menu: 'Account menu for {{email}}',
    loading: 'Checking your account…',
  },
  menu: {
    signedInAs: 'Signed in as',
    myAccount: 'My account',
    signOut: 'Sign out',
  },
  dialog: {
    title: 'Welcome to VitaGlow',
    description: 'Sign in to your account or create a new one.',
    tabs: 'Sign in or sign up',
    login: 'Login',
    signup: 'Sign Up',
  },
  fields: {
    name: 'Full Name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
  },
  strength: {
    label: 'Password strength: {{level}}',
    levels: { weak: 'Weak', fair: 'Fair', good: 'Good', strong: 'Strong' },
  },
  login: {
    submit: 'Sign In',
    busy: 'Signing In...',
    forgot: 'Forgot password?',
  },
  signup: {
    submit: 'Create Account',
    busy: 'Creating Account...',
  },
  forgot: {
    title: 'Reset your password',
    intro: 'Enter the email of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    busy: 'Sending...',
    sent: 'If an account exists for {{email}}, a link to reset its password is on its way. It expires in 1 hour.',
    back: 'Back to sign in',
  },
  messages: {
    welcomeBack: 'Welcome back!',
    invalidCredentials: 'Invalid email or password. Please try again.',
    userExists: 'An account with this email already exists. Please sign in instead.',
    signupSuccess: 'Account created successfully! Please check your email to verify your account.',
    emailNotConfirmed: 'Please confirm your email address first: open the link we sent you. No email? Use “Forgot password?” to get a new link.',
    unexpected: 'An unexpected error occurred. Please try again.',
    signedOut: 'Signed out successfully!',
    signOutError: 'Error signing out. Please try again.',
    sessionExpired: 'Your session has ended. Please sign in again.',
  },
  verify: {
    title: 'Confirm your email',
    checking: 'Confirming your email address...',
    success: 'Your email address is confirmed. You can now sign in.',
    failure: 'This confirmation link is invalid, has already been used or has expired.',
    missing: 'This page needs the link from your confirmation email. Open the link from the email again.',
    signIn: 'Sign In',
  },
  reset: {
    title: 'Choose a new password',
    intro: 'Your new password replaces the old one and signs out every other device.',
    submit: 'Save new password',
    busy: 'Saving...',
    success: 'Your password has been changed. You are now signed in.',
    invalidLink: 'This reset link is invalid, has already been used or has expired. Ask for a new one.',
    requestNew: 'Get a new link',
  },
  account: {
    title: 'My account',
    loading: 'Loading your account...',
    signInPrompt: 'Sign in to see your account, your membership and your orders.',
    signIn: 'Sign In',
    profile: 'Profile',
    name: 'Name',
    email: 'Email',
    membership: {
      title: 'Membership',
      none: 'You are not a member yet. Choose a plan to join the VitaGlow Club.',
      plan: 'Plan',
      status: 'Status',
      statuses: {
        active: 'Active',
        past_due: 'Payment due',
        canceled: 'Canceled',
        pending: 'Waiting for payment',
      },
      renews: 'Renews on {{date}}',
      ends: 'Ends on {{date}}',
      ended: 'Ended on {{date}}',
      pastDue: 'Your last payment did not go through. Update your payment method to keep your membership.',
      activating: 'Thank you! Your membership is being activated; this takes a few seconds.',
      manage: 'Manage membership',
      opening: 'Opening...',
      choose: 'Join with the {{plan}} plan',
    },
    orders: {
      title: 'My orders',
      none: 'You have no orders yet. Orders you place while signed in appear here.',
      reference: 'Order',
      date: 'Date',
      status: 'Status',
      total: 'Total',
      statuses: { open: 'Awaiting payment', paid: 'Paid', failed: 'Payment failed', expired: 'Expired' },
      error: 'Your orders could not be loaded. Please try again later.',
    },
  },
  membership: {
    redirecting: 'Redirecting to checkout...',
    creating: 'Creating checkout session...',
    failed: 'Failed to start subscription',
    errors: {
      already_member: 'You are already a member. Manage your membership from your account.',
      payments_unavailable: 'Payments are unavailable right now. Please try again later.',
      portal_unavailable: 'Membership management is not available with test payments.',
      no_membership: 'There is no membership to manage on this account.',
    },
  },
};

export type AuthDictionary = Widen<typeof authEn>;
