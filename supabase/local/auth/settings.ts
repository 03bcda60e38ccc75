/** GET /health, as GoTrue answers it. */
export const health = () => ({
  version: 'v2.177.0-local',
  name: 'GoTrue',
  description: 'GoTrue is a user registration and authentication API',
});

/**
 * GET /settings: e-mail and the Google stand-in are on (the stand-in is off when GOOGLE_CLIENT_ID is
 * set); sign-ups are confirmed at once unless confirmations are on.
 */
export const settings = (ctx?: { confirmEmail: boolean; config?: { googleStandIn: boolean } }) => ({
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    facebook: false,
    figma: false,
    fly: false,
    github: false,
    gitlab: false,
    google: ctx?.config?.googleStandIn ?? true,
    keycloak: false,
    kakao: false,
    linkedin: false,
    linkedin_oidc: false,
    notion: false,
    spotify: false,
    slack: false,
    slack_oidc: false,
    workos: false,
    twitch: false,
    twitter: false,
    email: true,
    phone: false,
    zoom: false,
  },
  disable_signup: false,
  mailer_autoconfirm: !ctx?.confirmEmail,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
});

/** Providers GoTrue knows; asking for one of them that is off differs from asking for an unknown name. */
export const KNOWN_PROVIDERS = new Set(Object.keys(settings().external).filter((p) => !['email', 'phone', 'anonymous_users'].includes(p)));
