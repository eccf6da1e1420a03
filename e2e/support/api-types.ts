/**
 * Generated from the API's OpenAPI document by `npm run openapi:types -w @taskflow/api`; do not edit.
 */
export interface paths {
  '/api/v1/users/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up (multipart: name, email, phone, countryCode, password, avatar) */
    post: operations['postUsersRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in with email and password; sets the session cookie */
    post: operations['postUsersLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the current session */
    post: operations['postUsersLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user, with organization, role and permissions */
    get: operations['getUsersMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit your own profile: name, phone, job title, time zone (null: the organization zone) */
    patch: operations['patchUsersMe'];
    trace?: never;
  };
  '/api/v1/users/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user, or null when there is no live session */
    get: operations['getUsersSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace your profile photo (multipart: avatar; JPG, PNG, GIF or WebP up to 2 MB) */
    put: operations['putUsersMeAvatar'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change your password; your other sessions end */
    post: operations['postUsersMePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Email a password reset link (same answer whether or not the account exists) */
    post: operations['postUsersForgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset token; every session of the account ends */
    post: operations['postUsersResetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}/avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user's profile photo */
    get: operations['getUsersByIdAvatar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/oidc/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether social sign-in is configured, and with whom */
    get: operations['getUsersOidcConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/oidc/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start OpenID Connect sign-in (redirects to the provider) */
    get: operations['getUsersOidcStart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Session history: the signed-in user's live sessions */
    get: operations['getSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke one of your sessions (your current one logs you out) */
    delete: operations['deleteSessionsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/access-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your personal access tokens (prefix, scopes, created, last used, expiry) and the areas you may give one */
    get: operations['getAccessTokens'];
    put?: never;
    /** Create a personal access token; its text is in this answer only (no expiry: organization.manage) */
    post: operations['postAccessTokens'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/access-tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke one of your personal access tokens */
    delete: operations['deleteAccessTokensById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/meta/country-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Country calling codes for phone inputs */
    get: operations['getMetaCountryCodes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create your organization and become its admin (multipart: name, industry, address, timeZone, workWeek (e.g. 1,2,3,4,5), currency, showLeaveTypeToColleagues (true or false), soleApproverPolicy (auto_approve or self_with_reason), logo) */
    post: operations['postOrganizations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your organization */
    get: operations['getOrganizationsCurrent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Update organization settings (multipart: name, industry, address, timeZone, workWeek (e.g. 1,2,3,4,5), currency, showLeaveTypeToColleagues (true or false), soleApproverPolicy (auto_approve or self_with_reason), logo; needs organization.manage) */
    patch: operations['patchOrganizationsCurrent'];
    trace?: never;
  };
  '/api/v1/organizations/current/storage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Uploaded files' bytes against the plan's storage quota, and the plan's name (organization.manage) */
    get: operations['getOrganizationsCurrentStorage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations/current/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your organization's logo */
    get: operations['getOrganizationsCurrentLogo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations/current/access-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every live personal access token of your organization, with its owner (needs organization.manage) */
    get: operations['getOrganizationsCurrentAccessTokens'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations/current/access-tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke any person's access token in your organization (needs organization.manage) */
    delete: operations['deleteOrganizationsCurrentAccessTokensById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inquiries/demo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Book a demo (public; requires isHuman and an empty honeypot field "website") */
    post: operations['postInquiriesDemo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inquiries/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a contact message (public; requires notRobot and an empty honeypot field "website") */
    post: operations['postInquiriesContact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inquiries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List demo requests and contact messages, newest first (platform admin) */
    get: operations['getInquiries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pricing-plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plans of the pricing page, in display order */
    get: operations['getPricingPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your notifications, newest first (?unread=true, ?kind, ?q; needs notifications.view) */
    get: operations['getNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of your notifications are unread */
    get: operations['getNotificationsUnreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark all your notifications read */
    post: operations['postNotificationsReadAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one of your notifications read */
    post: operations['postNotificationsByIdRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of your notifications (needs notifications.delete) */
    delete: operations['deleteNotificationsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which kinds of notification you also get by email */
    get: operations['getNotificationsPreferences'];
    /** Turn email on or off per kind of notification */
    put: operations['putNotificationsPreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an announcement to everyone, a department or chosen people (needs notifications.send) */
    post: operations['postNotificationsSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server-sent events for the signed-in user: `event: notification` with { notification, unreadCount }; `event: work` with { kind, ids? } when work changes (ids only of rows the caller may read). A few streams per session and person, and a bounded number per server: past them, 429 with Retry-After. A stream opened with the `tab` of an open one replaces it. */
    get: operations['getStream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/people': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Members of your organization, searchable by name or email (needs users.view) */
    get: operations['getPeople'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/people/tree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every active member with their manager: the organization tree (needs users.view) */
    get: operations['getPeopleTree'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/people/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Roles and departments to choose from when inviting or editing people */
    get: operations['getPeopleOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/people/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A profile with direct reports (needs users.view) */
    get: operations['getPeopleById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change role, department, manager or job title (needs users.edit) */
    patch: operations['patchPeopleById'];
    trace?: never;
  };
  '/api/v1/people/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deactivate a member; their sessions end at once (needs users.deactivate) */
    post: operations['postPeopleByIdDeactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/people/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Let a deactivated member sign in again (needs users.deactivate) */
    post: operations['postPeopleByIdReactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pending invitations, newest first (needs users.invite) */
    get: operations['getInvitations'];
    put?: never;
    /** Invite someone by email (needs users.invite). The answer carries the invite link only when the server has no SMTP */
    post: operations['postInvitations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invitations/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invite several people (needs users.invite; multipart: emails = a pasted list, or file = CSV with Name, Email, Role, Department, Manager (a member or another row of the file), Joining Date, Employee Code; roleId = the role of rows naming none; dateOrder = dmy|mdy when the joining dates do not settle it; commit=true writes all or none) */
    post: operations['postInvitationsBulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invitations/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a pending invitation again with a new link and expiry (needs users.invite) */
    post: operations['postInvitationsByIdResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invitations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw a pending invitation (needs users.invite) */
    delete: operations['deleteInvitationsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invitations/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What an invite link is for: organization, inviter, email; hasAccount only when signed in as the invited account */
    get: operations['getInvitationsPreview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation: creates the account (name, password) or, signed in as the invited email, joins */
    post: operations['postInvitationsAccept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Customer List, sorted by business name; q searches business name, email, PAN and GSTIN; filters tag, responsibleId (or none), entityType (customers.view) */
    get: operations['getCustomers'];
    put?: never;
    /** Add Customer (multipart: businessName, email, address, phone, industry, anniversaryDate (YYYY-MM-DD), logo; kept when left out, cleared when blank: entityType, pan, gstin, tan, fyEndMonth, fyEndDay, responsibleId, tags (JSON list), contacts (JSON list of {id?, name, role, email, phone, whatsapp, receivesRequests}, replacing the list); customers.create) */
    post: operations['postCustomers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's client tags with how many clients carry each (customers.view) */
    get: operations['getCustomersTags'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import clients from CSV or Excel (multipart: file (.csv of any common delimiter, or .xlsx: its first sheet); mapping = JSON {field: column index}, guessed from plain, Tally and Zoho headers when left out; commit=true to create them, all or nothing) (customers.create) */
    post: operations['postCustomersImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One customer (customers.view) */
    get: operations['getCustomersById'];
    put?: never;
    post?: never;
    /** Delete a customer (customers.delete) */
    delete: operations['deleteCustomersById'];
    options?: never;
    head?: never;
    /** Edit a customer (multipart: businessName, email, address, phone, industry, anniversaryDate (YYYY-MM-DD), logo; kept when left out, cleared when blank: entityType, pan, gstin, tan, fyEndMonth, fyEndDay, responsibleId, tags (JSON list), contacts (JSON list of {id?, name, role, email, phone, whatsapp, receivesRequests}, replacing the list), removeLogo=true; customers.edit) */
    patch: operations['patchCustomersById'];
    trace?: never;
  };
  '/api/v1/customers/{id}/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A customer's logo (customers.view) */
    get: operations['getCustomersByIdLogo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A customer's page: projects, open and overdue tasks, deadlines, hours this month, recent activity (customers.view; each part within the reader's reach), unbilled time and amount (time.billing) */
    get: operations['getCustomersByIdOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's services with their open and overdue jobs counted and the latest jobs' states (services.view) */
    get: operations['getCustomersByIdJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/holidays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's holidays of one year (default: this year), by date (holidays.view) */
    get: operations['getHolidays'];
    put?: never;
    /** Add a holiday (JSON { date: YYYY-MM-DD, name }; holidays.create) */
    post: operations['postHolidays'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/holidays/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a holiday (holidays.delete) */
    delete: operations['deleteHolidaysById'];
    options?: never;
    head?: never;
    /** Edit a holiday (JSON { date: YYYY-MM-DD, name }; holidays.edit) */
    patch: operations['patchHolidaysById'];
    trace?: never;
  };
  '/api/v1/holidays/impact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** How many pending and approved leave applications adding (date), moving (id, date) or deleting (id) a holiday would re-cost (holidays.create, .edit or .delete) */
    post: operations['postHolidaysImpact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/holidays/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import holidays from a CSV with the header "date,name" (text/csv body, or multipart field "file"; dates as 2027-01-26, 26/01/2027 or 26 Jan 2027); ?dateOrder=dmy|mdy says how 03/04/2027 is read when nothing in the file settles it (asked with a 400 on dateOrder); all rows or none (holidays.create) */
    post: operations['postHolidaysImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Roles of your organization with how many users hold each (needs roles.view) */
    get: operations['getRoles'];
    put?: never;
    /** Create a role (needs roles.create) */
    post: operations['postRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One role (needs roles.view) */
    get: operations['getRolesById'];
    put?: never;
    post?: never;
    /** Delete a role; one held by users needs ?reassignTo=<roleId> (needs roles.delete) */
    delete: operations['deleteRolesById'];
    options?: never;
    head?: never;
    /** Replace a role’s name, description and permissions (needs roles.edit) */
    patch: operations['patchRolesById'];
    trace?: never;
  };
  '/api/v1/departments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Departments of your organization with their member counts (needs departments.view) */
    get: operations['getDepartments'];
    put?: never;
    /** Create a department (needs departments.create) */
    post: operations['postDepartments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/departments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One department (needs departments.view) */
    get: operations['getDepartmentsById'];
    put?: never;
    post?: never;
    /** Delete a department; one with members needs ?moveTo=<departmentId> or ?unassign=true (needs departments.delete) */
    delete: operations['deleteDepartmentsById'];
    options?: never;
    head?: never;
    /** Rename a department or change its description (needs departments.edit) */
    patch: operations['patchDepartmentsById'];
    trace?: never;
  };
  '/api/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Events of your organization, upcoming first (needs events.view) */
    get: operations['getEvents'];
    put?: never;
    /** Create an event; invites the attendees and schedules its reminders (needs events.create) */
    post: operations['postEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** People who can be invited to an event (needs events.create or events.edit) */
    get: operations['getEventsMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One event with its attendees and their RSVP (needs events.view) */
    get: operations['getEventsById'];
    put?: never;
    post?: never;
    /** Delete an event and cancel its reminders (needs events.delete) */
    delete: operations['deleteEventsById'];
    options?: never;
    head?: never;
    /** Edit an event; reminders are rescheduled (needs events.edit) */
    patch: operations['patchEventsById'];
    trace?: never;
  };
  '/api/v1/events/{id}/rsvp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer an invitation: yes, no or maybe (attendees only) */
    post: operations['postEventsByIdRsvp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events/{id}/ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the event as an iCalendar (.ics) file (needs events.view) */
    get: operations['getEventsByIdIcs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events/rsvp/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a guest RSVP link is for: the event, its organization and the guest’s answer (public) */
    get: operations['getEventsRsvpByToken'];
    put?: never;
    /** A guest answers through their link: yes, no or maybe (public) */
    post: operations['postEventsRsvpByToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Events, holidays and customer anniversaries between from and to, as your role allows */
    get: operations['getCalendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/calendar/feed-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your secret iCalendar feed URL (created on first use) */
    get: operations['getCalendarFeedUrl'];
    put?: never;
    /** Replace your feed URL with a new one; the old one stops working */
    post: operations['postCalendarFeedUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/calendar/feed/{token}.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A personal iCalendar feed; the secret token in the URL is the only credential */
    get: operations['getCalendarFeedByTokenIcs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Project list with progress; q searches name and key; filters status, customerId, leadId, mine, archived */
    get: operations['getProjects'];
    put?: never;
    /** Create Project (projects.create) */
    post: operations['postProjects'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/projects/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Project Report: progress per project (projects.report) */
    get: operations['getProjectsReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/projects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Project overview: progress, overdue, team, next milestone (404 outside reach) */
    get: operations['getProjectsById'];
    put?: never;
    post?: never;
    /** Delete a project without tasks; one with tasks is archived instead (projects.create) */
    delete: operations['deleteProjectsById'];
    options?: never;
    head?: never;
    /** Edit or archive (isArchived) a project (projects.create or its lead) */
    patch: operations['patchProjectsById'];
    trace?: never;
  };
  '/api/v1/projects/{id}/milestones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A project’s milestones by date */
    get: operations['getProjectsByIdMilestones'];
    put?: never;
    /** Add a milestone (projects.create or the lead) */
    post: operations['postProjectsByIdMilestones'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/milestones/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a milestone (projects.create or the lead) */
    delete: operations['deleteMilestonesById'];
    options?: never;
    head?: never;
    /** Edit a milestone or mark it done (projects.create or the lead) */
    patch: operations['patchMilestonesById'];
    trace?: never;
  };
  '/api/v1/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Task List: filters (status and priority comma-separated, assigneeId, customerId, projectId, departmentId, dueFrom, dueTo, overdue), q full-text search, sort, page (tasks.view; scope=all needs tasks.view_all) */
    get: operations['getTasks'];
    put?: never;
    /** Assign New Task (tasks.create) */
    post: operations['postTasks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/board': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kanban board by status, cards in their persisted order: every column's count and first page (limit cards, default 30), or with status and cursor one column's next page; the Task List's filters and reach (tasks.view) */
    get: operations['getTasksBoard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My tasks: open tasks assigned to the caller, grouped Overdue, Today, This week and Later by the day where the caller is (their profile time zone, else the organization time zone) (tasks.view) */
    get: operations['getTasksMine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Team Members Dashboard: per member counts by status, overdue, due this week (tasks.view) */
    get: operations['getTasksDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/dashboard.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Team Members Dashboard as CSV (tasks.view) */
    get: operations['getTasksDashboardCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Task List as CSV with the same query parameters, streamed (tasks.view) */
    get: operations['getTasksExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import tasks from CSV (multipart: file; mapping = JSON {field: column index}, guessed from the headers of our export, Asana, Jira, Trello or ClickUp when left out; the choices createMissing=true (create the projects and clients the file names that do not exist: projects.create, customers.create), defaultAssigneeId, defaultDueDate, defaultCustomerId, dateOrder=dmy|mdy; commit=true to create them, all or nothing) (tasks.create) */
    post: operations['postTasksImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/bulk-update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change status, assignee, priority or due date of selected tasks, all or none (tasks.edit) */
    post: operations['postTasksBulkUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/bulk-delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete selected tasks, all or none (tasks.delete) */
    post: operations['postTasksBulkDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/work-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Work types: built in and the organization’s own (tasks.view) */
    get: operations['getTasksWorkTypes'];
    put?: never;
    /** Add a work type (tasks.create) */
    post: operations['postTasksWorkTypes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/work-types/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Rename one of the organization’s work types; its tasks and recurring series follow (tasks.create). The built-in three keep their names */
    patch: operations['patchTasksWorkTypesById'];
    trace?: never;
  };
  '/api/v1/tasks/views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My saved Task List views (tasks.view) */
    get: operations['getTasksViews'];
    put?: never;
    /** Save the current Task List filters as a view (tasks.view) */
    post: operations['postTasksViews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/views/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of my saved views */
    delete: operations['deleteTasksViewsById'];
    options?: never;
    head?: never;
    /** Rename one of my saved views or replace its filters (tasks.view) */
    patch: operations['patchTasksViewsById'];
    trace?: never;
  };
  '/api/v1/tasks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One task with subtasks, watchers and recurrence (tasks.view; 404 outside reach) */
    get: operations['getTasksById'];
    put?: never;
    post?: never;
    /** Delete a task (tasks.delete) */
    delete: operations['deleteTasksById'];
    options?: never;
    head?: never;
    /** Edit fields in place; each change goes to History (tasks.edit) */
    patch: operations['patchTasksById'];
    trace?: never;
  };
  '/api/v1/tasks/{id}/recurrence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Stop repeating: no occurrence after this one (tasks.edit) */
    delete: operations['deleteTasksByIdRecurrence'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{id}/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Board: move into a status column between two cards (tasks.edit) */
    post: operations['postTasksByIdMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** History: every change (field, old, new, who, when), newest first (tasks.view) */
    get: operations['getTasksByIdHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{id}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Comments, oldest first (tasks.view) */
    get: operations['getTasksByIdComments'];
    put?: never;
    /** Comment in Markdown; @[Name](id) mentions notify (tasks.view) */
    post: operations['postTasksByIdComments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{id}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Attachments (tasks.view) */
    get: operations['getTasksByIdAttachments'];
    put?: never;
    /** Attach a file (multipart: fileName, file; up to the organization's attachmentMaxMb, streamed; checked by content: programs, HTML and scripted SVG refused; 409 past the organization's storage quota, 429 past the person's upload rate) (tasks.edit) */
    post: operations['postTasksByIdAttachments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{id}/attachments/{attachmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download an attachment (tasks.view) */
    get: operations['getTasksByIdAttachmentsByAttachmentId'];
    put?: never;
    post?: never;
    /** Remove an attachment (tasks.edit) */
    delete: operations['deleteTasksByIdAttachmentsByAttachmentId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{id}/subtasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a checklist item (tasks.edit) */
    post: operations['postTasksByIdSubtasks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{id}/subtasks/{subtaskId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a checklist item (tasks.edit) */
    delete: operations['deleteTasksByIdSubtasksBySubtaskId'];
    options?: never;
    head?: never;
    /** Tick, rename or assign a checklist item (tasks.edit) */
    patch: operations['patchTasksByIdSubtasksBySubtaskId'];
    trace?: never;
  };
  '/api/v1/tasks/{id}/watchers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Watch a task (oneself: tasks.view; someone else: tasks.edit) */
    post: operations['postTasksByIdWatchers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{id}/watchers/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Stop watching (oneself) or remove a watcher (tasks.edit) */
    delete: operations['deleteTasksByIdWatchersByUserId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services/{id}/matrix': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A service's compliance matrix: its clients (a page, by name) by its periods (default the last 6 and next 1), each cell the job's state (overdue judged in the organization's zone), counts per period by state; filters tag, responsibleId, state, q (services.view) */
    get: operations['getServicesByIdMatrix'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services/{id}/matrix.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The compliance matrix as Excel: a row per client, states in words, counts per period at the foot; the same filters, every client (services.view) */
    get: operations['getServicesByIdMatrixXlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services/{id}/extensions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A government extension of a service's period: every open job of it gets the new date and note, its open step tasks move as many days, the assignees are told; done jobs and completed tasks stay (services.manage) */
    post: operations['postServicesByIdExtensions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jobs/laggards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open jobs overdue or due within 3 days, by service, with counts: the app home of View Services holders (services.view) */
    get: operations['getJobsLaggards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A job with its dates, extension, state and the step tasks the reader may read (services.view, or a reader of one of its tasks); the service's extensions of its period (services.view) */
    get: operations['getJobsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's services by name, with active and paused clients counted (services.view) */
    get: operations['getServices'];
    put?: never;
    /** Create a service with its steps (name, namePattern ("GSTR-3B – {period}"), description, frequency, everyMonths, jobDateRule, leadDays, steps [{id?, title, workType, assigneeRule, assigneeId, estimateHours, startOffset, startUnit, dueOffset, dueUnit}]; services.manage) */
    post: operations['postServices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The next periods of a draft service (the same body, name optional; from: a day, count 1-24): each job's name, date, the day it appears and its steps' dates in the organization's calendar (services.view) */
    post: operations['postServicesPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services/starter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add the starter services (the Indian statutory calendar) the organization has none of the same name for (services.manage) */
    post: operations['postServicesStarter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services/clients/{customerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's services with their status, assignee and jobs counted (services.view) */
    get: operations['getServicesClientsByCustomerId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services/client-services/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Pause, resume or end a client's service (status), or give it another assignee (assigneeId, null for the steps' rules) (services.manage) */
    patch: operations['patchServicesClientServicesById'];
    trace?: never;
  };
  '/api/v1/services/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A service with its steps (services.view) */
    get: operations['getServicesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit a service (name, namePattern ("GSTR-3B – {period}"), description, frequency, everyMonths, jobDateRule, leadDays, steps [{id?, title, workType, assigneeRule, assigneeId, estimateHours, startOffset, startUnit, dueOffset, dueUnit}]; steps replace the list, kept by id); its jobs not yet started take the new name, dates and steps, jobs begun keep theirs (services.manage) */
    patch: operations['patchServicesById'];
    trace?: never;
  };
  '/api/v1/services/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Archive a service: no new jobs, out of the list; its jobs stay (services.manage) */
    post: operations['postServicesByIdArchive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Restore an archived service (services.manage) */
    post: operations['postServicesByIdRestore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services/{id}/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply a service to clients picked by ids, a tag or a filter (responsibleId, entityType) from the period holding startsOn (default today), with an optional assignee; clients that have it already are skipped and counted; dryRun only counts (services.manage) */
    post: operations['postServicesByIdApply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services/{id}/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The clients that have a service, with its status, assignee and jobs counted (services.view) */
    get: operations['getServicesByIdClients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests/insights': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Outstanding, overdue and to-review counts, the median days from sent to complete over 90 days, and the clients with the most open requests (requests.view) */
    get: operations['getRequestsInsights'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests/outstanding-by-job': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's jobs with open requests, the soonest due first (customerId; requests.view) */
    get: operations['getRequestsOutstandingByJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Requests to clients, soonest due first (customerId, jobId, status open|complete|cancelled|all, toReview, q on the title or client name; paged) (requests.view) */
    get: operations['getRequests'];
    put?: never;
    /** Ask a client for items (customerId, jobId of that client's, title, message, dueOn, items [{name, note, wantsFile}], contactIds of the client's with an email (default: those who receive requests, else the client's email), remindDaysBefore, remindEveryDaysAfter, send: mail it now (default)) (requests.manage) */
    post: operations['postRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many days a new client link works (requests.view) */
    get: operations['getRequestsSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** How many days a new client link works, 1-365 (links already sent keep theirs) (requests.manage) */
    patch: operations['patchRequestsSettings'];
    trace?: never;
  };
  '/api/v1/requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A request with its items, their files and its history (requests.view) */
    get: operations['getRequestsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit a request not cancelled (title, message, dueOn, contactIds, reminders; items replace the list, kept by id: an item with files or accepted stays) (requests.manage) */
    patch: operations['patchRequestsById'];
    trace?: never;
  };
  '/api/v1/requests/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a request: off the client page, no more reminders (requests.manage) */
    post: operations['postRequestsByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send or send again: a new client link mailed to the request's contacts; answers the link (only here: copy it now) and WhatsApp click-to-chat links (requests.manage) */
    post: operations['postRequestsByIdSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests/{id}/nudge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remind the client now of what they still owe, with a new link (requests.manage) */
    post: operations['postRequestsByIdNudge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests/{id}/reminders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pause or resume the queue's reminders (paused: true|false) (requests.manage) */
    post: operations['postRequestsByIdReminders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests/{id}/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a file the client sent (requests.view) */
    get: operations['getRequestsByIdFilesByFileId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests/{id}/items/{itemId}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept what the client sent for an item: final for the client; its files are copied to the job's task; once every item is accepted the client gets one receipt (requests.manage) */
    post: operations['postRequestsByIdItemsByItemIdAccept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/requests/{id}/items/{itemId}/return': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Return an item to the client with a reason they read (mailed, with a new link) (requests.manage) */
    post: operations['postRequestsByIdItemsByItemIdReturn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}/client-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's links, newest first: to whom, when, until when, last used, live or not (never the link itself) (requests.view) */
    get: operations['getCustomersByIdClientLinks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}/client-links/{linkId}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End a client link at once (requests.manage) */
    post: operations['postCustomersByIdClientLinksByLinkIdRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/client-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client's open requests (and those complete in the last 30 days) with their items and the files sent, the firm's name and the client's (the link's token in the x-client-link header; public, no session) */
    get: operations['getClientLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/client-link/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The firm's logo (the link's token in the x-client-link header; public, no session) */
    get: operations['getClientLinkLogo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/client-link/items/{itemId}/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a file for an item (multipart: file; the attachment rules: up to the firm's attachmentMaxMb, checked by content, 409 past its storage quota, 429 past the link's upload rate; refused once the firm accepted the item) (the link's token in the x-client-link header; public, no session) */
    post: operations['postClientLinkItemsByItemIdFiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/client-link/items/{itemId}/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a file the client sent (not once the firm accepted the item) (the link's token in the x-client-link header; public, no session) */
    delete: operations['deleteClientLinkItemsByItemIdFilesByFileId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/client-link/items/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** The client's note on an item, and/or done: true (sent without a file; a note says why when a file was asked) (the link's token in the x-client-link header; public, no session) */
    patch: operations['patchClientLinkItemsByItemId'];
    trace?: never;
  };
  '/api/v1/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ctrl+K: tasks (exact display id first, then title and description words, prefix matched), projects, milestones, customers, people and events matching q; each kind only with the permission that lists it and within the caller’s reach */
    get: operations['getSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Leave types (any leave permission; archived ones with includeArchived=true for admins) */
    get: operations['getLeaveTypes'];
    put?: never;
    /** Add a leave type (organization.manage) */
    post: operations['postLeaveTypes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/types/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit or archive a leave type (organization.manage) */
    patch: operations['patchLeaveTypesById'];
    trace?: never;
  };
  '/api/v1/leave/types/{id}/policy-preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** How a change of a type's allocation, accrual, carry-forward or proration moves each person's balance (organization.manage; nothing is written) */
    post: operations['postLeaveTypesByIdPolicyPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/balances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person's balances per type for a year (own: any leave permission; others: leave.view) */
    get: operations['getLeaveBalances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/balances/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ledger of one balance, oldest first (as balances) */
    get: operations['getLeaveBalancesLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/balances/adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adjust a balance with a reason: a new ledger row (organization.manage) */
    post: operations['postLeaveBalancesAdjustments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a supporting document (multipart: file, fileName; 5 MB, checked by content; within the organization's storage quota and the person's upload rate) (leave.apply) */
    post: operations['postLeaveAttachments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What an application would cost, its warnings and refusals (leave.apply) */
    post: operations['postLeaveRequestsPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All leave of the organization with filters (leave.view) */
    get: operations['getLeaveRequests'];
    put?: never;
    /** Apply for Leave (leave.apply) */
    post: operations['postLeaveRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Leave Status: the caller’s applications (leave.apply) */
    get: operations['getLeaveRequestsMine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pending Leave Applications waiting for the caller’s decision (leave.accept) */
    get: operations['getLeaveRequestsPending'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All leave as CSV with the same filters, streamed (leave.view) */
    get: operations['getLeaveRequestsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One leave application with its steps and the tasks due during it (applicant, approvers, leave.view) */
    get: operations['getLeaveRequestsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests/{id}/attachment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The supporting document (as the request) */
    get: operations['getLeaveRequestsByIdAttachment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve the current step (leave.accept; its approver or their delegate) */
    post: operations['postLeaveRequestsByIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject with a comment (leave.accept; its approver or their delegate) */
    post: operations['postLeaveRequestsByIdReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests/bulk-decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve or reject several applications in one transaction (leave.accept) */
    post: operations['postLeaveRequestsBulkDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel own pending leave, or approved leave not yet started (leave.apply) */
    post: operations['postLeaveRequestsByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/requests/{id}/cover-tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The Work Assignment colleague watches the tasks due during the leave (applicant or approver) */
    post: operations['postLeaveRequestsByIdCoverTasks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/blackouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Blackout periods (any leave permission) */
    get: operations['getLeaveBlackouts'];
    put?: never;
    /** Add a blackout period (organization.manage) */
    post: operations['postLeaveBlackouts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/blackouts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace a blackout period (organization.manage) */
    put: operations['putLeaveBlackoutsById'];
    post?: never;
    /** Remove a blackout period (organization.manage) */
    delete: operations['deleteLeaveBlackoutsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/away': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s time away and delegate (leave.accept) */
    get: operations['getLeaveAway'];
    /** Set the caller’s time away and the delegate who decides meanwhile (leave.accept) */
    put: operations['putLeaveAway'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is out between two days (any leave permission; own department without leave.view) */
    get: operations['getLeaveAvailability'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leave/on-leave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a person is on leave on a date (tasks.create, tasks.edit or any leave permission) */
    get: operations['getLeaveOnLeave'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/timer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's running timer, or null (time.track) */
    get: operations['getTimeTimer'];
    put?: never;
    /** Start a timer on a task; refused (409, naming the task) while another runs (time.track) */
    post: operations['postTimeTimer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/timer/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stop the caller's running timer (time.track) */
    post: operations['postTimeTimerStop'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Time entries of the caller, or of a person within reach (userId), newest first (time.track) */
    get: operations['getTimeEntries'];
    put?: never;
    /** Add a time entry: startedAt and endedAt, or date and durationMinutes (time.track) */
    post: operations['postTimeEntries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One time entry within reach (time.track) */
    get: operations['getTimeEntriesById'];
    put?: never;
    post?: never;
    /** Delete one of your time entries (time.track) */
    delete: operations['deleteTimeEntriesById'];
    options?: never;
    head?: never;
    /** Edit one of your time entries (same body as adding one; time.track) */
    patch: operations['patchTimeEntriesById'];
    trace?: never;
  };
  '/api/v1/time/timesheet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person's week (default: the caller's current week): rows by task, columns by day (time.track) */
    get: operations['getTimeTimesheet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/timesheet/cells': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the caller's minutes on a task for a day: stored as a typed duration on that day, no clock times; future days only when the organization allows them (time.track) */
    put: operations['putTimeTimesheetCells'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/timesheet/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit the caller's week for approval; it is locked until returned (time.track) */
    post: operations['postTimeTimesheetSubmit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/timesheet/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw the caller's submitted week before their manager decides; it is open again (time.track) */
    post: operations['postTimeTimesheetWithdraw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/timesheet/reopen-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask the caller's approvers to reopen their submitted or approved week (a reason is optional); they are told with a link to the week (time.track) */
    post: operations['postTimeTimesheetReopenRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/timesheets/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a report's submitted week; it stays locked (time.approve) */
    post: operations['postTimeTimesheetsByIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/timesheets/{id}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reopen a report's approved week so its entries can change; recorded (time.approve) */
    post: operations['postTimeTimesheetsByIdReopen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/timesheets/{id}/return': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Return a report's submitted week with a comment (required; time.approve) */
    post: operations['postTimeTimesheetsByIdReturn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/team-timesheets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's reports × the four weeks up to `week`: status and hours (time.approve) */
    get: operations['getTimeTeamTimesheets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/people': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** People whose time the caller may read besides themselves, by name: reporting tree or all with View All Tasks (time.track) */
    get: operations['getTimePeople'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Totals per task, project and customer, billable and not (time.track); with amounts only for time.billing */
    get: operations['getTimeSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/rates/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Projects with their hourly rates (time.billing) */
    get: operations['getTimeRatesProjects'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/rates/people': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** People with their hourly rates (time.billing) */
    get: operations['getTimeRatesPeople'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/rates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set or remove (null) a project's or a person's hourly rate (time.billing) */
    put: operations['putTimeRates'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/billing/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A customer's unbilled billable time in a date range (time.billing) */
    get: operations['getTimeBillingPreview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/billing/batches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What has been marked as billed, newest first (time.billing) */
    get: operations['getTimeBillingBatches'];
    put?: never;
    /** Mark a customer's billable time in a date range as billed; it is locked (time.billing) */
    post: operations['postTimeBillingBatches'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time/billing/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A customer's billable time in a period as CSV, for invoicing (time.billing) */
    get: operations['getTimeBillingExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/billing/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's billing settings; isGst: its currency is INR (time.billing) */
    get: operations['getBillingSettings'];
    /** Replace the billing settings (the GSTIN sets the state; the two prefixes must differ) (time.billing) */
    put: operations['putBillingSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/billing/unbilled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clients with unbilled work up to a day (default today): done fixed-fee jobs and approved billable time, by name, paged, with the total (q on the name) (time.billing) */
    get: operations['getBillingUnbilled'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}/unbilled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's unbilled work up to a day (default today): fees, time per person and rate, time awaiting approval (time.billing) */
    get: operations['getCustomersByIdUnbilled'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices and credit notes, drafts first then newest (customerId, status as shown: draft|issued|part_paid|paid|overdue|void, kind, q on the number or client, from/to; paged) (time.billing) */
    get: operations['getInvoices'];
    put?: never;
    /** A draft from the client's unbilled work up to a day (409 when there is none), or an empty one (fromUnbilled false) (time.billing) */
    post: operations['postInvoices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/month-drafts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue drafts for every client with unbilled work up to the last day of a month (409 while a run is going) (time.billing) */
    post: operations['postInvoicesMonthDrafts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/month-drafts/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How far a run of the month's drafts got (time.billing) */
    get: operations['getInvoicesMonthDraftsByJobId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice or credit note with its lines, payments and credit notes (time.billing) */
    get: operations['getInvoicesById'];
    /** Replace a draft's lines (a line with its id keeps its time and job; one left out gives them back), place of supply, due date and notes (409 once issued) (time.billing) */
    put: operations['putInvoicesById'];
    post?: never;
    /** Delete a draft: its time and job fees are unbilled again (409 once issued) (time.billing) */
    delete: operations['deleteInvoicesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/{id}/issue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issue a draft: the next number of the series for the financial year, its time billed, immutable after (time.billing) */
    post: operations['postInvoicesByIdIssue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/{id}/void': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Void an issued invoice with nothing paid or credited: the number stays used, its time and fees are unbilled again (time.billing) */
    post: operations['postInvoicesByIdVoid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/{id}/credit-notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A credit note against an issued invoice, issued at once (default: the whole invoice; never more than is owed) (time.billing) */
    post: operations['postInvoicesByIdCreditNotes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payments received, newest first (customerId; paged) (time.billing) */
    get: operations['getPayments'];
    put?: never;
    /** Record a payment of a client (customerId, receivedOn, amountMinor, mode upi|bank_transfer|cheque|cash|card, reference, note, allocations [{invoiceId, amountMinor}] against the client's issued invoices, each at most what is owed on it; the rest is the client's advance) (time.billing) */
    post: operations['postPayments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a payment; the invoices it paid owe it again (time.billing) */
    delete: operations['deletePaymentsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/billing/balances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clients owing something or holding an advance, biggest outstanding first: outstanding, advance, ageing by days since issue (0-30, 31-60, 61-90, over 90) on the organization's today; q on the name; paged; the firm's totals (time.billing) */
    get: operations['getBillingBalances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's outstanding, advance and ageing (time.billing) */
    get: operations['getCustomersByIdBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}/statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's statement of account from one day to another: the opening balance, invoices (debits), credit notes and payments (credits), voids with no effect, the running and closing balance (time.billing) */
    get: operations['getCustomersByIdStatement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice or credit note as the PDF the client receives: A4, the firm’s logo and particulars, GST details (time.billing) */
    get: operations['getInvoicesByIdPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invoices/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail an issued invoice or credit note's PDF to the client: to contactIds (the client's contacts), else the contacts who receive requests, else the client's email; a draft or a void is 409 (time.billing) */
    post: operations['postInvoicesByIdSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customers/{id}/statement.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client’s statement of account as PDF (from, to): opening balance, invoices, credit notes and payments with the running balance, closing balance, and what is owed today by age (time.billing) */
    get: operations['getCustomersByIdStatementPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/projects/{id}/gantt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A window of a project’s Gantt rows: reachable tasks with subtasks and progress, the links touching them, and the whole chart’s range, row count, milestones and non-working days (tasks.view) */
    get: operations['getProjectsByIdGantt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{id}/dependencies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tasks this task waits for and those waiting for it (tasks.view) */
    get: operations['getTasksByIdDependencies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tasks/{id}/schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set start and due dates; refused outside the project or before a predecessor ends, or shifts successors along (tasks.edit) */
    put: operations['putTasksByIdSchedule'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dependencies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Link two tasks finish-to-start; cycles refused (tasks.edit over both) */
    post: operations['postDependencies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dependencies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a link (tasks.edit over both tasks) */
    delete: operations['deleteDependenciesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per person per week: estimated hours of open tasks due against working hours less approved leave (View All Tasks or a reporting tree) */
    get: operations['getWorkload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/task-calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tasks within reach by due date and milestones of visible projects over a range of days, by project and assignee (tasks.view) */
    get: operations['getTaskCalendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Task Report (Summary: company and user; Custom: groupBy, columns) with its grand total (reports.view; custom: reports.generate) */
    get: operations['getReportsTasks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/tasks/rows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Detailed Task Report: one row per task, a page at a time (reports.view) */
    get: operations['getReportsTasksRows'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/tasks/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Task Report as CSV, streamed (reports.download) */
    get: operations['getReportsTasksExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/tasks/export.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Task Report as XLSX, streamed (reports.export) */
    get: operations['getReportsTasksExportXlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/tasks/export.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Task Report as PDF, streamed (reports.download) */
    get: operations['getReportsTasksExportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/definitions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Saved reports: my own and those shared with the organization (reports.view) */
    get: operations['getReportsDefinitions'];
    put?: never;
    /** Save a report definition, private or shared (reports.generate) */
    post: operations['postReportsDefinitions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/definitions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a saved report of mine (reports.generate) */
    put: operations['putReportsDefinitionsById'];
    post?: never;
    /** Delete a saved report of mine (reports.generate) */
    delete: operations['deleteReportsDefinitionsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The app home's dashboard: my numbers, and my reporting tree's (reports.team_task) or the organization's (reports.view_all_users) (reports.view) */
    get: operations['getReportsDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/dashboard.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The app home's dashboard as PDF, the same sections and numbers, streamed (reports.view and reports.download) */
    get: operations['getReportsDashboardPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Scheduled deliveries of my saved reports (reports.generate) */
    get: operations['getReportsSchedules'];
    put?: never;
    /** Email a saved report of mine weekly or monthly to chosen members, each run as its recipient (reports.generate; recipients need the file’s permission) */
    post: operations['postReportsSchedules'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/schedules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Stop a scheduled delivery of my saved report (reports.generate) */
    delete: operations['deleteReportsSchedulesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/organization-schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every scheduled delivery of the organization, with its owner, report, recipients and whether and why it stopped (organization.manage) */
    get: operations['getReportsOrganizationSchedules'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/organization-schedules/{id}/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pause anyone's scheduled delivery; its pending mails are cancelled (organization.manage) */
    post: operations['postReportsOrganizationSchedulesByIdPause'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/organization-schedules/{id}/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resume a paused or stopped delivery, when its owner is active and holds Generate Report and the organization has room for its recipients (organization.manage) */
    post: operations['postReportsOrganizationSchedulesByIdResume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/organization-schedules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete anyone's scheduled delivery (organization.manage) */
    delete: operations['deleteReportsOrganizationSchedulesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/time': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Time and money: hours by customer, project, person and work type per period, billable, billed and unbilled (amounts for time.billing), utilisation (reports.view) */
    get: operations['getReportsTime'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/leave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Leave: taken, pending and remaining by person and type for a year, absence days per month, who was out (reports.view; per-type figures only for readers of the details) */
    get: operations['getReportsLeave'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/project-health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Project health: progress, late milestones, overdue tasks, hours against estimate per project and for the portfolio (projects.report) */
    get: operations['getReportsProjectHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/time/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The report as CSV (reports.download) */
    get: operations['getReportsTimeExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/time/export.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The report as Excel (reports.export) */
    get: operations['getReportsTimeExportXlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/time/export.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The report as PDF, the same figures as the screen (reports.download; amounts for time.billing) */
    get: operations['getReportsTimeExportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/leave/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The report as CSV (reports.download) */
    get: operations['getReportsLeaveExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/leave/export.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The report as Excel (reports.export) */
    get: operations['getReportsLeaveExportXlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/project-health/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The report as CSV (reports.download) */
    get: operations['getReportsProjectHealthExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/project-health/export.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The report as Excel (reports.export) */
    get: operations['getReportsProjectHealthExportXlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/revenue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Revenue: taxable amounts of issued invoices net of credit notes, by client, service, member, month (reports.view and time.billing) */
    get: operations['getReportsBillingRevenue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/revenue/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Revenue: taxable amounts of issued invoices net of credit notes, by client, service, member, month as CSV (reports.download) (and reports.view, time.billing) */
    get: operations['getReportsBillingRevenueExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/revenue/export.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Revenue: taxable amounts of issued invoices net of credit notes, by client, service, member, month as Excel (reports.export) (and reports.view, time.billing) */
    get: operations['getReportsBillingRevenueExportXlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/revenue/export.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Revenue: taxable amounts of issued invoices net of credit notes, by client, service, member, month as PDF, the figures as on the screen (reports.download) (and reports.view, time.billing) */
    get: operations['getReportsBillingRevenueExportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/unbilled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Unbilled work (WIP) per client: done fixed-fee jobs not invoiced and approved time at the rates (reports.view and time.billing) */
    get: operations['getReportsBillingUnbilled'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/unbilled/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Unbilled work (WIP) per client: done fixed-fee jobs not invoiced and approved time at the rates as CSV (reports.download) (and reports.view, time.billing) */
    get: operations['getReportsBillingUnbilledExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/unbilled/export.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Unbilled work (WIP) per client: done fixed-fee jobs not invoiced and approved time at the rates as Excel (reports.export) (and reports.view, time.billing) */
    get: operations['getReportsBillingUnbilledExportXlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/unbilled/export.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Unbilled work (WIP) per client: done fixed-fee jobs not invoiced and approved time at the rates as PDF, the figures as on the screen (reports.download) (and reports.view, time.billing) */
    get: operations['getReportsBillingUnbilledExportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/missed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Missed billing: done jobs with a fee and no invoice, time over a month old not invoiced (reports.view and time.billing) */
    get: operations['getReportsBillingMissed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/missed/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Missed billing: done jobs with a fee and no invoice, time over a month old not invoiced as CSV (reports.download) (and reports.view, time.billing) */
    get: operations['getReportsBillingMissedExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/missed/export.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Missed billing: done jobs with a fee and no invoice, time over a month old not invoiced as Excel (reports.export) (and reports.view, time.billing) */
    get: operations['getReportsBillingMissedExportXlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/missed/export.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Missed billing: done jobs with a fee and no invoice, time over a month old not invoiced as PDF, the figures as on the screen (reports.download) (and reports.view, time.billing) */
    get: operations['getReportsBillingMissedExportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/realisation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Realisation: billed against the value of the time behind it, per client, member, fixed-fee job (reports.view and time.billing) */
    get: operations['getReportsBillingRealisation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/realisation/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Realisation: billed against the value of the time behind it, per client, member, fixed-fee job as CSV (reports.download) (and reports.view, time.billing) */
    get: operations['getReportsBillingRealisationExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/realisation/export.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Realisation: billed against the value of the time behind it, per client, member, fixed-fee job as Excel (reports.export) (and reports.view, time.billing) */
    get: operations['getReportsBillingRealisationExportXlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/billing/realisation/export.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Realisation: billed against the value of the time behind it, per client, member, fixed-fee job as PDF, the figures as on the screen (reports.download) (and reports.view, time.billing) */
    get: operations['getReportsBillingRealisationExportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/site-content/landing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The home hero text */
    get: operations['getSiteContentLanding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/guide/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search the guide: its pages ranked by relevance (headings above body), with marked snippets */
    get: operations['getGuideSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/chat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask the help assistant: { messages: [{ role, content }] }, answered as server-sent events (`sources`, `delta` { text }, `done`, or `error` { message }). Public; signed-in people may ask about their organization's data, answered only from what they may see. */
    post: operations['postChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counts of users, inquiries and organizations, and weekly sign-ups and inquiries */
    get: operations['getAdminDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tenants with their size, created date and last activity */
    get: operations['getAdminOrganizations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/organizations/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suspend an organization: its members are signed out and cannot sign in */
    post: operations['postAdminOrganizationsByIdSuspend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/organizations/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reactivate a suspended organization */
    post: operations['postAdminOrganizationsByIdReactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/organizations/{id}/plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set an organization's plan, and with it its storage quota ({ planId }; null: the free plan's limits) */
    put: operations['putAdminOrganizationsByIdPlan'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/site-content/landing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The home hero text, for editing (platform admin) */
    get: operations['getAdminSiteContentLanding'];
    /** Save the home hero text; the home page shows it at once (platform admin) */
    put: operations['putAdminSiteContentLanding'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/features': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The features catalogue */
    get: operations['getAdminFeatures'];
    put?: never;
    /** Add a custom feature by name */
    post: operations['postAdminFeatures'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/features/detailed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a feature with title, slug and description (the features modal) */
    post: operations['postAdminFeaturesDetailed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/features/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a custom feature and remove it from every plan */
    delete: operations['deleteAdminFeaturesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/pricing-plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plans, in display order */
    get: operations['getAdminPricingPlans'];
    put?: never;
    /** Add a plan at the end of the list */
    post: operations['postAdminPricingPlans'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/pricing-plans/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save an existing plan */
    put: operations['putAdminPricingPlansById'];
    post?: never;
    /** Delete a plan */
    delete: operations['deleteAdminPricingPlansById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/pricing-plans/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the display order (every plan id once) */
    put: operations['putAdminPricingPlansOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/inquiries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search, filter, sort and page the inquiries */
    get: operations['getAdminInquiries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/inquiries/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The filtered inquiries as CSV, in the table order */
    get: operations['getAdminInquiriesExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/inquiries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Set the status (new, contacted, closed) and notes of an inquiry */
    patch: operations['patchAdminInquiriesById'];
    trace?: never;
  };
  '/api/v1/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Admin changes, newest first, filterable (platform admin) */
    get: operations['getAdminAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's webhook endpoints (needs organization.manage) */
    get: operations['getWebhooks'];
    put?: never;
    /** Register a webhook endpoint; its signing secret (whsec_…) is in this answer only (needs organization.manage) */
    post: operations['postWebhooks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One webhook endpoint (needs organization.manage) */
    get: operations['getWebhooksById'];
    put?: never;
    post?: never;
    /** Delete a webhook endpoint and its delivery log */
    delete: operations['deleteWebhooksById'];
    options?: never;
    head?: never;
    /** Change a webhook endpoint's URL, events or description, or disable or enable it */
    patch: operations['patchWebhooksById'];
    trace?: never;
  };
  '/api/v1/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new signing secret, in this answer only; the previous one keeps signing for 24 hours */
    post: operations['postWebhooksByIdRotateSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A webhook endpoint's deliveries, newest first, each with its attempts */
    get: operations['getWebhooksByIdDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue one more attempt of a delivery now (same webhook-id) */
    post: operations['postWebhooksDeliveriesByDeliveryIdRedeliver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a webhook.test event to the endpoint now; answers with the delivery and its attempt */
    post: operations['postWebhooksByIdTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Every failure answers with this shape; `message` repeats `error.message`. */
    Error: {
      error: {
        /**
         * @description A stable, machine-readable code
         * @enum {string}
         */
        code:
          | 'VALIDATION_FAILED'
          | 'BAD_REQUEST'
          | 'UNAUTHENTICATED'
          | 'FORBIDDEN'
          | 'CSRF_REJECTED'
          | 'NOT_FOUND'
          | 'CONFLICT'
          | 'PAYLOAD_TOO_LARGE'
          | 'UNSUPPORTED_MEDIA_TYPE'
          | 'RATE_LIMITED'
          | 'INTERNAL'
          | 'NOT_CONFIGURED'
          | 'OVERLOADED'
          | 'DATABASE_UNAVAILABLE'
          | 'INSUFFICIENT_STORAGE';
        /** @description A sentence to show a person */
        message: string;
        details?: {
          /** @description Field path (e.g. `body.name`, `dueDate`) → its first problem */
          fields?: {
            [key: string]: string;
          };
        };
      };
      message: string;
    };
  };
  responses: {
    /** @description The input is invalid (VALIDATION_FAILED names the fields) or malformed */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No valid session cookie or access token (UNAUTHENTICATED) */
    Unauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller lacks the permission or the access token the scope (FORBIDDEN), or a write came from another site (CSRF_REJECTED) */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such record, or none within the caller’s reach (NOT_FOUND) */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The write conflicts with the current state: a duplicate, a stale or closed record (CONFLICT) */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A rate limit was reached (RATE_LIMITED): the route’s own, or an access token’s; Retry-After says when to try again */
    TooManyRequests: {
      headers: {
        /** @description Seconds until the limit lets the request through */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  postUsersRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUsersLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          remember?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              phone: string | null;
              countryCode: string | null;
              avatarUrl: string | null;
              isPlatformAdmin: boolean;
              organizationId: string | null;
              createdAt: string;
              jobTitle: string | null;
              timeZone: string | null;
              joinedOn: string | null;
              organizationName: string | null;
              roleName: string | null;
              permissions: string[];
            };
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUsersLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
    };
  };
  getUsersMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              phone: string | null;
              countryCode: string | null;
              avatarUrl: string | null;
              isPlatformAdmin: boolean;
              organizationId: string | null;
              createdAt: string;
              jobTitle: string | null;
              timeZone: string | null;
              joinedOn: string | null;
              organizationName: string | null;
              roleName: string | null;
              permissions: string[];
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchUsersMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          countryCode?: string | null;
          phone?: string | null;
          jobTitle?: string | null;
          timeZone?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              phone: string | null;
              countryCode: string | null;
              avatarUrl: string | null;
              isPlatformAdmin: boolean;
              organizationId: string | null;
              createdAt: string;
              jobTitle: string | null;
              timeZone: string | null;
              joinedOn: string | null;
              organizationName: string | null;
              roleName: string | null;
              permissions: string[];
            };
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getUsersSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              phone: string | null;
              countryCode: string | null;
              avatarUrl: string | null;
              isPlatformAdmin: boolean;
              organizationId: string | null;
              createdAt: string;
              jobTitle: string | null;
              timeZone: string | null;
              joinedOn: string | null;
              organizationName: string | null;
              roleName: string | null;
              permissions: string[];
            } | null;
          };
        };
      };
    };
  };
  putUsersMeAvatar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              phone: string | null;
              countryCode: string | null;
              avatarUrl: string | null;
              isPlatformAdmin: boolean;
              organizationId: string | null;
              createdAt: string;
              jobTitle: string | null;
              timeZone: string | null;
              joinedOn: string | null;
              organizationName: string | null;
              roleName: string | null;
              permissions: string[];
            };
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUsersMePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUsersForgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUsersResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getUsersByIdAvatar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getUsersOidcConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              isEnabled: boolean;
              providerName: string | null;
            };
          };
        };
      };
    };
  };
  getUsersOidcStart: {
    parameters: {
      query?: {
        next?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
    };
  };
  getSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              device: string;
              ip: string | null;
              createdAt: string;
              lastSeenAt: string;
              expiresAt: string;
              isCurrent: boolean;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteSessionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAccessTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              prefix: string;
              scopes: string[];
              createdAt: string;
              lastUsedAt: string | null;
              expiresAt: string | null;
            }[];
            areas: (
              | 'tasks'
              | 'projects'
              | 'time'
              | 'leave'
              | 'clients'
              | 'invoices'
              | 'reports'
              | 'people'
              | 'calendar'
              | 'notifications'
            )[];
            canCreateWithoutExpiry: boolean;
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAccessTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          scopes: (
            | 'tasks:read'
            | 'tasks:write'
            | 'projects:read'
            | 'projects:write'
            | 'time:read'
            | 'time:write'
            | 'leave:read'
            | 'leave:write'
            | 'clients:read'
            | 'clients:write'
            | 'invoices:read'
            | 'invoices:write'
            | 'reports:read'
            | 'reports:write'
            | 'people:read'
            | 'people:write'
            | 'calendar:read'
            | 'calendar:write'
            | 'notifications:read'
            | 'notifications:write'
          )[];
          /** @enum {string} */
          expiresInDays: '7' | '30' | '90' | '365' | 'none';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              prefix: string;
              scopes: string[];
              createdAt: string;
              lastUsedAt: string | null;
              expiresAt: string | null;
              token: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteAccessTokensById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getMetaCountryCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              code: string;
              callingCode: string;
              name: string;
            }[];
          };
        };
      };
    };
  };
  postOrganizations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              industry: string | null;
              address: string | null;
              timeZone: string;
              workWeek: number[];
              currency: string;
              showLeaveTypeToColleagues: boolean;
              /** @enum {string} */
              soleApproverPolicy: 'auto_approve' | 'self_with_reason';
              allowFutureTime: boolean;
              timeRoundingMinutes: number;
              showOwnAmounts: boolean;
              attachmentMaxMb: number;
              logoUrl: string | null;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOrganizationsCurrent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              industry: string | null;
              address: string | null;
              timeZone: string;
              workWeek: number[];
              currency: string;
              showLeaveTypeToColleagues: boolean;
              /** @enum {string} */
              soleApproverPolicy: 'auto_approve' | 'self_with_reason';
              allowFutureTime: boolean;
              timeRoundingMinutes: number;
              showOwnAmounts: boolean;
              attachmentMaxMb: number;
              logoUrl: string | null;
              createdAt: string;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchOrganizationsCurrent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              industry: string | null;
              address: string | null;
              timeZone: string;
              workWeek: number[];
              currency: string;
              showLeaveTypeToColleagues: boolean;
              /** @enum {string} */
              soleApproverPolicy: 'auto_approve' | 'self_with_reason';
              allowFutureTime: boolean;
              timeRoundingMinutes: number;
              showOwnAmounts: boolean;
              attachmentMaxMb: number;
              logoUrl: string | null;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOrganizationsCurrentStorage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              usedBytes: number;
              quotaBytes: number;
              planName: string | null;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOrganizationsCurrentLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOrganizationsCurrentAccessTokens: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              prefix: string;
              scopes: string[];
              createdAt: string;
              lastUsedAt: string | null;
              expiresAt: string | null;
              owner: {
                id: string;
                name: string;
                email: string;
              };
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteOrganizationsCurrentAccessTokensById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInquiriesDemo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          companyname: string;
          email: string;
          countryCode: string;
          mobile: string;
          /** @enum {boolean} */
          isHuman: true;
          website: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'demo' | 'contact';
              name: string;
              company: string | null;
              email: string;
              countryCode: string | null;
              phone: string;
              industry: string | null;
              subject: string | null;
              message: string | null;
              createdAt: string;
            };
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInquiriesContact: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          firstName: string;
          lastName: string;
          email: string;
          phone: string;
          industry?:
            | ('technology' | 'healthcare' | 'finance' | 'education' | 'manufacturing' | 'retail' | 'other')
            | '';
          subject?: string;
          message: string;
          /** @enum {boolean} */
          notRobot: true;
          website: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'demo' | 'contact';
              name: string;
              company: string | null;
              email: string;
              countryCode: string | null;
              phone: string;
              industry: string | null;
              subject: string | null;
              message: string | null;
              createdAt: string;
            };
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getInquiries: {
    parameters: {
      query?: {
        kind?: 'demo' | 'contact';
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'demo' | 'contact';
              name: string;
              company: string | null;
              email: string;
              countryCode: string | null;
              phone: string;
              industry: string | null;
              subject: string | null;
              message: string | null;
              createdAt: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPricingPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              price: number;
              /** @enum {string} */
              period: 'Free forever' | 'per user/month' | 'per user/year' | 'one-time';
              description: string;
              features: string[];
              isPopular: boolean;
              badgeText: string | null;
              badgeSubtext: string | null;
              buttonText: string;
              sortOrder: number;
              storageQuotaMb: number;
            }[];
          };
        };
      };
    };
  };
  getNotifications: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        unread?: 'true' | 'false';
        kind?:
          | 'announcement'
          | 'event_invite'
          | 'event_reminder'
          | 'task_assigned'
          | 'task_updated'
          | 'task_comment'
          | 'task_mentioned'
          | 'task_due'
          | 'leave_requested'
          | 'leave_decided'
          | 'leave_escalated'
          | 'leave_cover'
          | 'leave_reminder'
          | 'timesheet_submitted'
          | 'timesheet_decided'
          | 'timer_running_long'
          | 'job_extended'
          | 'client_uploaded';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              kind: string;
              title: string;
              body: string | null;
              link: string | null;
              sender: {
                id: string;
                name: string;
              } | null;
              isRead: boolean;
              readAt: string | null;
              createdAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getNotificationsUnreadCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postNotificationsReadAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              updated: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postNotificationsByIdRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              kind: string;
              title: string;
              body: string | null;
              link: string | null;
              sender: {
                id: string;
                name: string;
              } | null;
              isRead: boolean;
              readAt: string | null;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteNotificationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getNotificationsPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              kind:
                | 'announcement'
                | 'event_invite'
                | 'event_reminder'
                | 'task_assigned'
                | 'task_updated'
                | 'task_comment'
                | 'task_mentioned'
                | 'task_due'
                | 'leave_requested'
                | 'leave_decided'
                | 'leave_escalated'
                | 'leave_cover'
                | 'leave_reminder'
                | 'timesheet_submitted'
                | 'timesheet_decided'
                | 'timer_running_long'
                | 'job_extended'
                | 'client_uploaded';
              label: string;
              isEmailEnabled: boolean;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putNotificationsPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          preferences: {
            /** @enum {string} */
            kind:
              | 'announcement'
              | 'event_invite'
              | 'event_reminder'
              | 'task_assigned'
              | 'task_updated'
              | 'task_comment'
              | 'task_mentioned'
              | 'task_due'
              | 'leave_requested'
              | 'leave_decided'
              | 'leave_escalated'
              | 'leave_cover'
              | 'leave_reminder'
              | 'timesheet_submitted'
              | 'timesheet_decided'
              | 'timer_running_long'
              | 'job_extended'
              | 'client_uploaded';
            isEmailEnabled: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              kind:
                | 'announcement'
                | 'event_invite'
                | 'event_reminder'
                | 'task_assigned'
                | 'task_updated'
                | 'task_comment'
                | 'task_mentioned'
                | 'task_due'
                | 'leave_requested'
                | 'leave_decided'
                | 'leave_escalated'
                | 'leave_cover'
                | 'leave_reminder'
                | 'timesheet_submitted'
                | 'timesheet_decided'
                | 'timer_running_long'
                | 'job_extended'
                | 'client_uploaded';
              label: string;
              isEmailEnabled: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postNotificationsSend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          message: string;
          audience:
            | {
                /** @enum {string} */
                type: 'everyone';
              }
            | {
                /** @enum {string} */
                type: 'department';
                /** Format: uuid */
                departmentId: string;
              }
            | {
                /** @enum {string} */
                type: 'people';
                userIds: string[];
              };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              recipients: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getStream: {
    parameters: {
      query?: {
        tab?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPeople: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        departmentId?: string;
        roleId?: string;
        status?: 'active' | 'inactive';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              avatarUrl: string | null;
              jobTitle: string | null;
              employeeCode: string | null;
              isActive: boolean;
              roleId: string | null;
              roleName: string | null;
              departmentId: string | null;
              departmentName: string | null;
              managerId: string | null;
              managerName: string | null;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPeopleTree: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              jobTitle: string | null;
              avatarUrl: string | null;
              departmentId: string | null;
              departmentName: string | null;
              managerId: string | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPeopleOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              roles: {
                id: string;
                name: string;
              }[];
              departments: {
                id: string;
                name: string;
              }[];
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPeopleById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              avatarUrl: string | null;
              jobTitle: string | null;
              employeeCode: string | null;
              isActive: boolean;
              roleId: string | null;
              roleName: string | null;
              departmentId: string | null;
              departmentName: string | null;
              managerId: string | null;
              managerName: string | null;
              phone: string | null;
              countryCode: string | null;
              createdAt: string;
              joinedOn: string | null;
              directReports: {
                id: string;
                name: string;
                jobTitle: string | null;
                avatarUrl: string | null;
                isActive: boolean;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchPeopleById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          roleId?: string;
          /** Format: uuid */
          departmentId?: string | null;
          /** Format: uuid */
          managerId?: string | null;
          jobTitle?: string | null;
          employeeCode?: string | null;
          joinedOn?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              avatarUrl: string | null;
              jobTitle: string | null;
              employeeCode: string | null;
              isActive: boolean;
              roleId: string | null;
              roleName: string | null;
              departmentId: string | null;
              departmentName: string | null;
              managerId: string | null;
              managerName: string | null;
              phone: string | null;
              countryCode: string | null;
              createdAt: string;
              joinedOn: string | null;
              directReports: {
                id: string;
                name: string;
                jobTitle: string | null;
                avatarUrl: string | null;
                isActive: boolean;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPeopleByIdDeactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              avatarUrl: string | null;
              jobTitle: string | null;
              employeeCode: string | null;
              isActive: boolean;
              roleId: string | null;
              roleName: string | null;
              departmentId: string | null;
              departmentName: string | null;
              managerId: string | null;
              managerName: string | null;
              phone: string | null;
              countryCode: string | null;
              createdAt: string;
              joinedOn: string | null;
              directReports: {
                id: string;
                name: string;
                jobTitle: string | null;
                avatarUrl: string | null;
                isActive: boolean;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPeopleByIdReactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              email: string;
              avatarUrl: string | null;
              jobTitle: string | null;
              employeeCode: string | null;
              isActive: boolean;
              roleId: string | null;
              roleName: string | null;
              departmentId: string | null;
              departmentName: string | null;
              managerId: string | null;
              managerName: string | null;
              phone: string | null;
              countryCode: string | null;
              createdAt: string;
              joinedOn: string | null;
              directReports: {
                id: string;
                name: string;
                jobTitle: string | null;
                avatarUrl: string | null;
                isActive: boolean;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getInvitations: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string | null;
              roleId: string;
              roleName: string | null;
              departmentName: string | null;
              managerName: string | null;
              invitedByName: string | null;
              joinedOn: string | null;
              employeeCode: string | null;
              createdAt: string;
              expiresAt: string;
              isExpired: boolean;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          name?: string;
          /** Format: uuid */
          roleId: string;
          /** Format: uuid */
          departmentId?: string | null;
          /** Format: uuid */
          managerId?: string | null;
          joinedOn?: string | null;
          employeeCode?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string | null;
              roleId: string;
              roleName: string | null;
              departmentName: string | null;
              managerName: string | null;
              invitedByName: string | null;
              joinedOn: string | null;
              employeeCode: string | null;
              createdAt: string;
              expiresAt: string;
              isExpired: boolean;
            };
            inviteUrl: string | null;
            message: string;
            hasAccountElsewhere: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInvitationsBulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              isCommitted: boolean;
              rowCount: number;
              errors: {
                line: number;
                field: string | null;
                message: string;
              }[];
              dates: {
                /** @enum {string} */
                order: 'dmy' | 'mdy';
                isChosen: boolean;
                question: {
                  value: string;
                  line: number;
                  column: string;
                  dayFirst: string;
                  monthFirst: string;
                } | null;
                note: string | null;
              };
              preview: {
                line: number;
                name: string | null;
                email: string;
                roleName: string;
                departmentName: string | null;
                managerName: string | null;
                isManagerInvited: boolean;
                joinedOn: string | null;
                employeeCode: string | null;
                hasAccountElsewhere: boolean;
                inviteUrl: string | null;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInvitationsByIdResend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string | null;
              roleId: string;
              roleName: string | null;
              departmentName: string | null;
              managerName: string | null;
              invitedByName: string | null;
              joinedOn: string | null;
              employeeCode: string | null;
              createdAt: string;
              expiresAt: string;
              isExpired: boolean;
            };
            inviteUrl: string | null;
            message: string;
            hasAccountElsewhere: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteInvitationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getInvitationsPreview: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              organizationName: string;
              inviterName: string | null;
              email: string;
              name: string | null;
              roleName: string | null;
              hasAccount: boolean;
              expiresAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  postInvitationsAccept: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          name?: string;
          password?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              organizationName: string;
            };
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomers: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        tag?: string;
        responsibleId?: 'none' | string;
        entityType?:
          | 'individual'
          | 'proprietorship'
          | 'partnership'
          | 'llp'
          | 'private_limited'
          | 'public_limited'
          | 'trust'
          | 'huf'
          | 'other';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              businessName: string;
              email: string;
              phone: string | null;
              industry: string | null;
              address: string;
              anniversaryDate: string | null;
              logoUrl: string | null;
              entityType: string | null;
              pan: string | null;
              gstin: string | null;
              gstStateCode: string | null;
              tan: string | null;
              fyEndMonth: number;
              fyEndDay: number;
              tags: string[];
              responsible: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
              updatedAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCustomers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              businessName: string;
              email: string;
              phone: string | null;
              industry: string | null;
              address: string;
              anniversaryDate: string | null;
              logoUrl: string | null;
              entityType: string | null;
              pan: string | null;
              gstin: string | null;
              gstStateCode: string | null;
              tan: string | null;
              fyEndMonth: number;
              fyEndDay: number;
              tags: string[];
              responsible: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
              updatedAt: string;
              contacts: {
                id: string;
                name: string;
                role: string | null;
                email: string | null;
                phone: string | null;
                whatsapp: string | null;
                receivesRequests: boolean;
              }[];
              canReadContactNumbers: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomersTags: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              tag: string;
              count: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCustomersImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              isCommitted: boolean;
              rowCount: number;
              columns: string[];
              mapping: {
                [key: string]: number;
              };
              errors: {
                line: number;
                field: string | null;
                message: string;
              }[];
              preview: {
                line: number;
                businessName: string;
                email: string;
                entityType: string;
                pan: string;
                gstin: string;
                tags: string[];
                responsible: string;
                contact: string;
              }[];
              createdCount: number;
              contactCount: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              businessName: string;
              email: string;
              phone: string | null;
              industry: string | null;
              address: string;
              anniversaryDate: string | null;
              logoUrl: string | null;
              entityType: string | null;
              pan: string | null;
              gstin: string | null;
              gstStateCode: string | null;
              tan: string | null;
              fyEndMonth: number;
              fyEndDay: number;
              tags: string[];
              responsible: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
              updatedAt: string;
              contacts: {
                id: string;
                name: string;
                role: string | null;
                email: string | null;
                phone: string | null;
                whatsapp: string | null;
                receivesRequests: boolean;
              }[];
              canReadContactNumbers: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteCustomersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchCustomersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              businessName: string;
              email: string;
              phone: string | null;
              industry: string | null;
              address: string;
              anniversaryDate: string | null;
              logoUrl: string | null;
              entityType: string | null;
              pan: string | null;
              gstin: string | null;
              gstStateCode: string | null;
              tan: string | null;
              fyEndMonth: number;
              fyEndDay: number;
              tags: string[];
              responsible: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
              updatedAt: string;
              contacts: {
                id: string;
                name: string;
                role: string | null;
                email: string | null;
                phone: string | null;
                whatsapp: string | null;
                receivesRequests: boolean;
              }[];
              canReadContactNumbers: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomersByIdLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomersByIdOverview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              today: string;
              projects: {
                id: string;
                key: string;
                name: string;
                status: string;
                targetEndDate: string;
                openTasks: number;
                overdueTasks: number;
              }[];
              tasks: {
                open: number;
                overdue: number;
                items: {
                  id: string;
                  displayId: string;
                  title: string;
                  status: string;
                  dueDate: string;
                  isOverdue: boolean;
                  assignee: {
                    id: string;
                    name: string;
                  } | null;
                  projectName: string | null;
                }[];
              };
              deadlines: {
                /** @enum {string} */
                kind: 'task' | 'milestone' | 'project';
                id: string;
                title: string;
                date: string;
                link: string;
              }[];
              hours: {
                from: string;
                to: string;
                minutes: number;
              } | null;
              billing: {
                currency: string;
                minutes: number;
                amount: number;
                entryCount: number;
                unratedEntryCount: number;
              } | null;
              activity: {
                id: string;
                at: string;
                actorName: string | null;
                action: string;
                field: string | null;
                task: {
                  id: string;
                  displayId: string;
                  title: string;
                };
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomersByIdJobs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              today: string;
              services: {
                service: {
                  id: string;
                  name: string;
                };
                status: string;
                openJobs: number;
                overdueJobs: number;
                jobs: {
                  id: string;
                  periodKey: string;
                  periodLabel: string;
                  jobDate: string;
                  extendedTo: string | null;
                  /** @enum {string} */
                  state: 'not_started' | 'in_progress' | 'waiting_on_client' | 'done' | 'overdue';
                }[];
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getHolidays: {
    parameters: {
      query?: {
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              date: string;
              name: string;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postHolidays: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              date: string;
              name: string;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteHolidaysById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchHolidaysById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              date: string;
              name: string;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postHolidaysImpact: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          id?: string;
          date?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              applications: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postHolidaysImport: {
    parameters: {
      query?: {
        dateOrder?: 'dmy' | 'mdy';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              imported: number;
              holidays: {
                id: string;
                date: string;
                name: string;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRoles: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              description: string;
              permissions: string[];
              isAdmin: boolean;
              userCount: number;
              createdAt: string;
              updatedAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description: string;
          /** @default [] */
          permissions?: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              description: string;
              permissions: string[];
              isAdmin: boolean;
              userCount: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRolesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              description: string;
              permissions: string[];
              isAdmin: boolean;
              userCount: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteRolesById: {
    parameters: {
      query?: {
        reassignTo?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              reassigned: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchRolesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description: string;
          /** @default [] */
          permissions?: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              description: string;
              permissions: string[];
              isAdmin: boolean;
              userCount: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getDepartments: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              description: string | null;
              memberCount: number;
              createdAt: string;
              updatedAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postDepartments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              description: string | null;
              memberCount: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getDepartmentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              description: string | null;
              memberCount: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteDepartmentsById: {
    parameters: {
      query?: {
        moveTo?: string;
        unassign?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              moved: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchDepartmentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              description: string | null;
              memberCount: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getEvents: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        scope?: 'upcoming' | 'past' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              /** @enum {string} */
              type: 'Meeting' | 'Training' | 'Social' | 'Announcement';
              startsAt: string;
              endsAt: string;
              durationMinutes: number | null;
              location: string | null;
              description: string | null;
              reminders: ('1w' | '1d' | '1h')[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              /** @enum {string|null} */
              myRsvp: 'yes' | 'no' | 'maybe' | 'pending' | null;
              rsvpCounts: {
                yes: number;
                no: number;
                maybe: number;
                pending: number;
              };
              createdAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /** @enum {string} */
          type: 'Meeting' | 'Training' | 'Social' | 'Announcement';
          startsAt: string;
          durationMinutes?: number | null;
          location?: string | null;
          description?: string | null;
          attendeeIds?: string[];
          guests?: {
            email: string;
            name?: string | null;
          }[];
          reminders?: ('1w' | '1d' | '1h')[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              /** @enum {string} */
              type: 'Meeting' | 'Training' | 'Social' | 'Announcement';
              startsAt: string;
              endsAt: string;
              durationMinutes: number | null;
              location: string | null;
              description: string | null;
              reminders: ('1w' | '1d' | '1h')[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              /** @enum {string|null} */
              myRsvp: 'yes' | 'no' | 'maybe' | 'pending' | null;
              rsvpCounts: {
                yes: number;
                no: number;
                maybe: number;
                pending: number;
              };
              createdAt: string;
              attendees: {
                userId: string;
                name: string;
                email: string;
                jobTitle: string | null;
                /** @enum {string} */
                rsvp: 'yes' | 'no' | 'maybe' | 'pending';
                respondedAt: string | null;
              }[];
              guests:
                | {
                    id: string;
                    email: string;
                    name: string | null;
                    /** @enum {string} */
                    rsvp: 'yes' | 'no' | 'maybe' | 'pending';
                    respondedAt: string | null;
                  }[]
                | null;
            };
            guestLinks?: {
              email: string;
              url: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getEventsMembers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              jobTitle: string | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getEventsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              /** @enum {string} */
              type: 'Meeting' | 'Training' | 'Social' | 'Announcement';
              startsAt: string;
              endsAt: string;
              durationMinutes: number | null;
              location: string | null;
              description: string | null;
              reminders: ('1w' | '1d' | '1h')[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              /** @enum {string|null} */
              myRsvp: 'yes' | 'no' | 'maybe' | 'pending' | null;
              rsvpCounts: {
                yes: number;
                no: number;
                maybe: number;
                pending: number;
              };
              createdAt: string;
              attendees: {
                userId: string;
                name: string;
                email: string;
                jobTitle: string | null;
                /** @enum {string} */
                rsvp: 'yes' | 'no' | 'maybe' | 'pending';
                respondedAt: string | null;
              }[];
              guests:
                | {
                    id: string;
                    email: string;
                    name: string | null;
                    /** @enum {string} */
                    rsvp: 'yes' | 'no' | 'maybe' | 'pending';
                    respondedAt: string | null;
                  }[]
                | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteEventsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchEventsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          /** @enum {string} */
          type?: 'Meeting' | 'Training' | 'Social' | 'Announcement';
          startsAt?: string;
          durationMinutes?: number | null;
          location?: string | null;
          description?: string | null;
          attendeeIds?: string[];
          guests?: {
            email: string;
            name?: string | null;
          }[];
          reminders?: ('1w' | '1d' | '1h')[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              /** @enum {string} */
              type: 'Meeting' | 'Training' | 'Social' | 'Announcement';
              startsAt: string;
              endsAt: string;
              durationMinutes: number | null;
              location: string | null;
              description: string | null;
              reminders: ('1w' | '1d' | '1h')[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              /** @enum {string|null} */
              myRsvp: 'yes' | 'no' | 'maybe' | 'pending' | null;
              rsvpCounts: {
                yes: number;
                no: number;
                maybe: number;
                pending: number;
              };
              createdAt: string;
              attendees: {
                userId: string;
                name: string;
                email: string;
                jobTitle: string | null;
                /** @enum {string} */
                rsvp: 'yes' | 'no' | 'maybe' | 'pending';
                respondedAt: string | null;
              }[];
              guests:
                | {
                    id: string;
                    email: string;
                    name: string | null;
                    /** @enum {string} */
                    rsvp: 'yes' | 'no' | 'maybe' | 'pending';
                    respondedAt: string | null;
                  }[]
                | null;
            };
            guestLinks?: {
              email: string;
              url: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postEventsByIdRsvp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          answer: 'yes' | 'no' | 'maybe';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              /** @enum {string} */
              type: 'Meeting' | 'Training' | 'Social' | 'Announcement';
              startsAt: string;
              endsAt: string;
              durationMinutes: number | null;
              location: string | null;
              description: string | null;
              reminders: ('1w' | '1d' | '1h')[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              /** @enum {string|null} */
              myRsvp: 'yes' | 'no' | 'maybe' | 'pending' | null;
              rsvpCounts: {
                yes: number;
                no: number;
                maybe: number;
                pending: number;
              };
              createdAt: string;
              attendees: {
                userId: string;
                name: string;
                email: string;
                jobTitle: string | null;
                /** @enum {string} */
                rsvp: 'yes' | 'no' | 'maybe' | 'pending';
                respondedAt: string | null;
              }[];
              guests:
                | {
                    id: string;
                    email: string;
                    name: string | null;
                    /** @enum {string} */
                    rsvp: 'yes' | 'no' | 'maybe' | 'pending';
                    respondedAt: string | null;
                  }[]
                | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getEventsByIdIcs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getEventsRsvpByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              /** @enum {string} */
              type: 'Meeting' | 'Training' | 'Social' | 'Announcement';
              startsAt: string;
              endsAt: string;
              durationMinutes: number | null;
              location: string | null;
              description: string | null;
              organizationName: string;
              timeZone: string;
              guestName: string | null;
              /** @enum {string} */
              rsvp: 'yes' | 'no' | 'maybe' | 'pending';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postEventsRsvpByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          answer: 'yes' | 'no' | 'maybe';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              /** @enum {string} */
              type: 'Meeting' | 'Training' | 'Social' | 'Announcement';
              startsAt: string;
              endsAt: string;
              durationMinutes: number | null;
              location: string | null;
              description: string | null;
              organizationName: string;
              timeZone: string;
              guestName: string | null;
              /** @enum {string} */
              rsvp: 'yes' | 'no' | 'maybe' | 'pending';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCalendar: {
    parameters: {
      query: {
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              type: 'event' | 'holiday' | 'anniversary' | 'milestone' | 'leave' | 'task';
              title: string;
              start: string;
              end: string | null;
              allDay: boolean;
              link: string | null;
              /** @enum {string|null} */
              eventType: 'Meeting' | 'Training' | 'Social' | 'Announcement' | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCalendarFeedUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              url: string;
              webcalUrl: string;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCalendarFeedUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              url: string;
              webcalUrl: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCalendarFeedByTokenIcs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getProjects: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        status?: 'Planned' | 'Active' | 'On Hold' | 'Completed' | 'Cancelled';
        customerId?: string;
        leadId?: string;
        mine?: 'true' | 'false';
        archived?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              key: string;
              name: string;
              description: string | null;
              customer: {
                id: string;
                name: string;
              };
              lead: {
                id: string;
                name: string;
              };
              startDate: string;
              targetEndDate: string;
              /** @enum {string} */
              status: 'Planned' | 'Active' | 'On Hold' | 'Completed' | 'Cancelled';
              isArchived: boolean;
              progress: {
                total: number;
                completed: number;
                overdue: number;
                percent: number;
              };
              createdAt: string;
              updatedAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postProjects: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** Format: uuid */
          customerId: string;
          /** Format: uuid */
          leadId: string;
          startDate: string;
          targetEndDate: string;
          description?: string | null;
          /**
           * @default Planned
           * @enum {string}
           */
          status?: 'Planned' | 'Active' | 'On Hold' | 'Completed' | 'Cancelled';
          memberIds?: string[];
          key?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              key: string;
              name: string;
              description: string | null;
              customer: {
                id: string;
                name: string;
              };
              lead: {
                id: string;
                name: string;
              };
              startDate: string;
              targetEndDate: string;
              /** @enum {string} */
              status: 'Planned' | 'Active' | 'On Hold' | 'Completed' | 'Cancelled';
              isArchived: boolean;
              progress: {
                total: number;
                completed: number;
                overdue: number;
                percent: number;
              };
              createdAt: string;
              updatedAt: string;
              members: {
                id: string;
                name: string;
              }[];
              nextMilestone: {
                id: string;
                name: string;
                date: string;
              } | null;
              canEdit: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getProjectsReport: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              key: string;
              name: string;
              /** @enum {string} */
              status: 'Planned' | 'Active' | 'On Hold' | 'Completed' | 'Cancelled';
              progress: {
                total: number;
                completed: number;
                overdue: number;
                percent: number;
              };
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getProjectsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              key: string;
              name: string;
              description: string | null;
              customer: {
                id: string;
                name: string;
              };
              lead: {
                id: string;
                name: string;
              };
              startDate: string;
              targetEndDate: string;
              /** @enum {string} */
              status: 'Planned' | 'Active' | 'On Hold' | 'Completed' | 'Cancelled';
              isArchived: boolean;
              progress: {
                total: number;
                completed: number;
                overdue: number;
                percent: number;
              };
              createdAt: string;
              updatedAt: string;
              members: {
                id: string;
                name: string;
              }[];
              nextMilestone: {
                id: string;
                name: string;
                date: string;
              } | null;
              canEdit: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteProjectsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchProjectsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** Format: uuid */
          customerId?: string;
          /** Format: uuid */
          leadId?: string;
          startDate?: string;
          targetEndDate?: string;
          description?: string | null;
          /** @enum {string} */
          status?: 'Planned' | 'Active' | 'On Hold' | 'Completed' | 'Cancelled';
          memberIds?: string[];
          isArchived?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              key: string;
              name: string;
              description: string | null;
              customer: {
                id: string;
                name: string;
              };
              lead: {
                id: string;
                name: string;
              };
              startDate: string;
              targetEndDate: string;
              /** @enum {string} */
              status: 'Planned' | 'Active' | 'On Hold' | 'Completed' | 'Cancelled';
              isArchived: boolean;
              progress: {
                total: number;
                completed: number;
                overdue: number;
                percent: number;
              };
              createdAt: string;
              updatedAt: string;
              members: {
                id: string;
                name: string;
              }[];
              nextMilestone: {
                id: string;
                name: string;
                date: string;
              } | null;
              canEdit: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getProjectsByIdMilestones: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              projectId: string;
              name: string;
              date: string;
              owner: {
                id: string;
                name: string;
              } | null;
              isDone: boolean;
              doneAt: string | null;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postProjectsByIdMilestones: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          date: string;
          /** Format: uuid */
          ownerId?: string | null;
          /** @default false */
          isDone?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              projectId: string;
              name: string;
              date: string;
              owner: {
                id: string;
                name: string;
              } | null;
              isDone: boolean;
              doneAt: string | null;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteMilestonesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchMilestonesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          date?: string;
          /** Format: uuid */
          ownerId?: string | null;
          isDone?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              projectId: string;
              name: string;
              date: string;
              owner: {
                id: string;
                name: string;
              } | null;
              isDone: boolean;
              doneAt: string | null;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasks: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        status?: string;
        priority?: string;
        assigneeId?: string;
        customerId?: string;
        projectId?: string;
        departmentId?: string;
        dueFrom?: string | null;
        dueTo?: string | null;
        overdue?: 'true' | 'false';
        assignees?: 'team';
        sort?:
          | 'dueDate'
          | '-dueDate'
          | 'createdAt'
          | '-createdAt'
          | 'priority'
          | '-priority'
          | 'title'
          | '-title';
        scope?: 'mine' | 'team' | 'all';
        taskType?: string;
        workType?: string;
        createdFrom?: string | null;
        createdTo?: string | null;
        completedFrom?: string | null;
        completedTo?: string | null;
        timeliness?: 'onTime' | 'overdue';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              displayId: string;
              title: string;
              description: string | null;
              /** @enum {string} */
              status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
              /** @enum {string} */
              priority: 'Critical' | 'High' | 'Medium' | 'Low';
              workType: string;
              taskType: string | null;
              customer: {
                id: string;
                name: string;
              };
              assignee: {
                id: string;
                name: string;
              };
              project: {
                id: string;
                key: string;
                name: string;
              } | null;
              department: {
                id: string;
                name: string;
              } | null;
              startDate: string | null;
              dueDate: string;
              estimateHours: number | null;
              boardPosition: number;
              isOverdue: boolean;
              isRecurring: boolean;
              completedAt: string | null;
              createdAt: string;
              updatedAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTasks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          customerId?: string;
          /** Format: uuid */
          assigneeId: string;
          title: string;
          dueDate: string;
          /** @default General Task */
          workType?: string;
          /**
           * @default Medium
           * @enum {string}
           */
          priority?: 'Critical' | 'High' | 'Medium' | 'Low';
          taskType?: string | null;
          description?: string | null;
          /** Format: uuid */
          projectId?: string | null;
          /** Format: uuid */
          departmentId?: string | null;
          /**
           * @default Pending
           * @enum {string}
           */
          status?: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
          startDate?: string | null;
          estimateHours?: number | null;
          /** @default [] */
          watcherIds?: string[];
          recurrence?: {
            /** @enum {string} */
            frequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
            /** @default 1 */
            interval?: number;
            monthDay?: number | null;
            /** @default false */
            isLastWorkingDay?: boolean;
            endDate?: string | null;
          } | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              displayId: string;
              title: string;
              description: string | null;
              /** @enum {string} */
              status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
              /** @enum {string} */
              priority: 'Critical' | 'High' | 'Medium' | 'Low';
              workType: string;
              taskType: string | null;
              customer: {
                id: string;
                name: string;
              };
              assignee: {
                id: string;
                name: string;
              };
              project: {
                id: string;
                key: string;
                name: string;
              } | null;
              department: {
                id: string;
                name: string;
              } | null;
              startDate: string | null;
              dueDate: string;
              estimateHours: number | null;
              boardPosition: number;
              isOverdue: boolean;
              isRecurring: boolean;
              completedAt: string | null;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksBoard: {
    parameters: {
      query?: {
        projectId?: string;
        assigneeId?: string;
        customerId?: string;
        departmentId?: string;
        priority?: string;
        q?: string;
        scope?: 'mine' | 'team' | 'all';
        status?: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              columns: {
                /** @enum {string} */
                status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
                total: number;
                isTotalCapped: boolean;
                tasks: {
                  id: string;
                  displayId: string;
                  title: string;
                  /** @enum {string} */
                  status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
                  /** @enum {string} */
                  priority: 'Critical' | 'High' | 'Medium' | 'Low';
                  customer: {
                    id: string;
                    name: string;
                  };
                  assignee: {
                    id: string;
                    name: string;
                  };
                  dueDate: string;
                  isOverdue: boolean;
                  completedAt: string | null;
                }[];
                nextCursor: string | null;
                nextCardId: string | null;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksMine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              today: string;
              weekEnd: string;
              total: number;
              hasTeamReach: boolean;
              groups: {
                /** @enum {string} */
                key: 'overdue' | 'today' | 'thisWeek' | 'later';
                label: string;
                tasks: {
                  id: string;
                  displayId: string;
                  title: string;
                  description: string | null;
                  /** @enum {string} */
                  status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
                  /** @enum {string} */
                  priority: 'Critical' | 'High' | 'Medium' | 'Low';
                  workType: string;
                  taskType: string | null;
                  customer: {
                    id: string;
                    name: string;
                  };
                  assignee: {
                    id: string;
                    name: string;
                  };
                  project: {
                    id: string;
                    key: string;
                    name: string;
                  } | null;
                  department: {
                    id: string;
                    name: string;
                  } | null;
                  startDate: string | null;
                  dueDate: string;
                  estimateHours: number | null;
                  boardPosition: number;
                  isOverdue: boolean;
                  isRecurring: boolean;
                  completedAt: string | null;
                  createdAt: string;
                  updatedAt: string;
                }[];
              }[];
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksDashboard: {
    parameters: {
      query?: {
        scope?: 'mine' | 'team' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              member: {
                id: string;
                name: string;
              };
              pending: number;
              inProgress: number;
              completed: number;
              onHold: number;
              overdue: number;
              dueThisWeek: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksDashboardCsv: {
    parameters: {
      query?: {
        scope?: 'mine' | 'team' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksExportCsv: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        status?: string;
        priority?: string;
        assigneeId?: string;
        customerId?: string;
        projectId?: string;
        departmentId?: string;
        dueFrom?: string | null;
        dueTo?: string | null;
        overdue?: 'true' | 'false';
        assignees?: 'team';
        sort?:
          | 'dueDate'
          | '-dueDate'
          | 'createdAt'
          | '-createdAt'
          | 'priority'
          | '-priority'
          | 'title'
          | '-title';
        scope?: 'mine' | 'team' | 'all';
        taskType?: string;
        workType?: string;
        createdFrom?: string | null;
        createdTo?: string | null;
        completedFrom?: string | null;
        completedTo?: string | null;
        timeliness?: 'onTime' | 'overdue';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTasksImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              isCommitted: boolean;
              rowCount: number;
              errors: {
                line: number;
                field: string | null;
                message: string;
              }[];
              preview: {
                line: number;
                title: string;
                customer: string;
                assignee: string;
                dueDate: string;
                status: string;
                priority: string;
                project: string;
                parent: string | null;
              }[];
              columns: string[];
              mapping: {
                [key: string]: number;
              };
              notes: string[];
              rowNotes: {
                line: number;
                field: string | null;
                message: string;
              }[];
              dates: {
                /** @enum {string} */
                order: 'dmy' | 'mdy';
                isChosen: boolean;
                question: {
                  value: string;
                  line: number;
                  column: string;
                  dayFirst: string;
                  monthFirst: string;
                } | null;
                note: string | null;
              };
              missing: {
                projects: {
                  name: string;
                  customer: string;
                }[];
                customers: string[];
                canCreateProjects: boolean;
                canCreateCustomers: boolean;
              };
              subtaskCount: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTasksBulkUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          taskIds: string[];
          changes: {
            /** @enum {string} */
            status?: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
            /** Format: uuid */
            assigneeId?: string;
            /** @enum {string} */
            priority?: 'Critical' | 'High' | 'Medium' | 'Low';
            dueDate?: string;
            moveOpenSubtasks?: boolean;
            moveSubtaskIds?: string[];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              updated: number;
              movedSubtasks: {
                taskId: string;
                subtaskIds: string[];
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTasksBulkDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          taskIds: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              deleted: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksWorkTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string | null;
              name: string;
              isBuiltIn: boolean;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTasksWorkTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string | null;
              name: string;
              isBuiltIn: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchTasksWorkTypesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string | null;
              name: string;
              isBuiltIn: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksViews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              query: {
                [key: string]: string;
              };
              createdAt: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTasksViews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          query: {
            [key: string]: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              query: {
                [key: string]: string;
              };
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteTasksViewsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchTasksViewsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          query?: {
            [key: string]: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              query: {
                [key: string]: string;
              };
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              displayId: string;
              title: string;
              description: string | null;
              /** @enum {string} */
              status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
              /** @enum {string} */
              priority: 'Critical' | 'High' | 'Medium' | 'Low';
              workType: string;
              taskType: string | null;
              customer: {
                id: string;
                name: string;
              };
              assignee: {
                id: string;
                name: string;
              };
              project: {
                id: string;
                key: string;
                name: string;
              } | null;
              department: {
                id: string;
                name: string;
              } | null;
              startDate: string | null;
              dueDate: string;
              estimateHours: number | null;
              boardPosition: number;
              isOverdue: boolean;
              isRecurring: boolean;
              completedAt: string | null;
              createdAt: string;
              updatedAt: string;
              subtasks: {
                id: string;
                title: string;
                isDone: boolean;
                assignee: {
                  id: string;
                  name: string;
                } | null;
                position: number;
              }[];
              watchers: {
                id: string;
                name: string;
              }[];
              recurrence: {
                seriesId: string;
                /** @enum {string} */
                frequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
                interval: number;
                monthDay: number | null;
                isLastWorkingDay: boolean;
                endDate: string | null;
                isActive: boolean;
              } | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              canEdit: boolean;
              canDelete: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteTasksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchTasksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          customerId?: string;
          /** Format: uuid */
          assigneeId?: string;
          title?: string;
          dueDate?: string;
          workType?: string;
          /** @enum {string} */
          priority?: 'Critical' | 'High' | 'Medium' | 'Low';
          taskType?: string | null;
          description?: string | null;
          /** Format: uuid */
          projectId?: string | null;
          /** Format: uuid */
          departmentId?: string | null;
          /** @enum {string} */
          status?: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
          startDate?: string | null;
          estimateHours?: number | null;
          moveSubtaskIds?: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              displayId: string;
              title: string;
              description: string | null;
              /** @enum {string} */
              status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
              /** @enum {string} */
              priority: 'Critical' | 'High' | 'Medium' | 'Low';
              workType: string;
              taskType: string | null;
              customer: {
                id: string;
                name: string;
              };
              assignee: {
                id: string;
                name: string;
              };
              project: {
                id: string;
                key: string;
                name: string;
              } | null;
              department: {
                id: string;
                name: string;
              } | null;
              startDate: string | null;
              dueDate: string;
              estimateHours: number | null;
              boardPosition: number;
              isOverdue: boolean;
              isRecurring: boolean;
              completedAt: string | null;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteTasksByIdRecurrence: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              displayId: string;
              title: string;
              description: string | null;
              /** @enum {string} */
              status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
              /** @enum {string} */
              priority: 'Critical' | 'High' | 'Medium' | 'Low';
              workType: string;
              taskType: string | null;
              customer: {
                id: string;
                name: string;
              };
              assignee: {
                id: string;
                name: string;
              };
              project: {
                id: string;
                key: string;
                name: string;
              } | null;
              department: {
                id: string;
                name: string;
              } | null;
              startDate: string | null;
              dueDate: string;
              estimateHours: number | null;
              boardPosition: number;
              isOverdue: boolean;
              isRecurring: boolean;
              completedAt: string | null;
              createdAt: string;
              updatedAt: string;
              subtasks: {
                id: string;
                title: string;
                isDone: boolean;
                assignee: {
                  id: string;
                  name: string;
                } | null;
                position: number;
              }[];
              watchers: {
                id: string;
                name: string;
              }[];
              recurrence: {
                seriesId: string;
                /** @enum {string} */
                frequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
                interval: number;
                monthDay: number | null;
                isLastWorkingDay: boolean;
                endDate: string | null;
                isActive: boolean;
              } | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              canEdit: boolean;
              canDelete: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTasksByIdMove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
          /** Format: uuid */
          beforeId?: string | null;
          /** Format: uuid */
          afterId?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              displayId: string;
              title: string;
              description: string | null;
              /** @enum {string} */
              status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
              /** @enum {string} */
              priority: 'Critical' | 'High' | 'Medium' | 'Low';
              workType: string;
              taskType: string | null;
              customer: {
                id: string;
                name: string;
              };
              assignee: {
                id: string;
                name: string;
              };
              project: {
                id: string;
                key: string;
                name: string;
              } | null;
              department: {
                id: string;
                name: string;
              } | null;
              startDate: string | null;
              dueDate: string;
              estimateHours: number | null;
              boardPosition: number;
              isOverdue: boolean;
              isRecurring: boolean;
              completedAt: string | null;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksByIdHistory: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              action: string;
              field: string | null;
              oldValue: unknown;
              newValue: unknown;
              actor: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksByIdComments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              body: string;
              author: {
                id: string;
                name: string;
              } | null;
              mentions: {
                id: string;
                name: string;
              }[];
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTasksByIdComments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              body: string;
              author: {
                id: string;
                name: string;
              } | null;
              mentions: {
                id: string;
                name: string;
              }[];
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksByIdAttachments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              fileName: string;
              mime: string;
              sizeBytes: number;
              uploadedBy: {
                id: string;
                name: string;
              } | null;
              url: string;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTasksByIdAttachments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              fileName: string;
              mime: string;
              sizeBytes: number;
              uploadedBy: {
                id: string;
                name: string;
              } | null;
              url: string;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksByIdAttachmentsByAttachmentId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        attachmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteTasksByIdAttachmentsByAttachmentId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        attachmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTasksByIdSubtasks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /** Format: uuid */
          assigneeId?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              displayId: string;
              title: string;
              description: string | null;
              /** @enum {string} */
              status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
              /** @enum {string} */
              priority: 'Critical' | 'High' | 'Medium' | 'Low';
              workType: string;
              taskType: string | null;
              customer: {
                id: string;
                name: string;
              };
              assignee: {
                id: string;
                name: string;
              };
              project: {
                id: string;
                key: string;
                name: string;
              } | null;
              department: {
                id: string;
                name: string;
              } | null;
              startDate: string | null;
              dueDate: string;
              estimateHours: number | null;
              boardPosition: number;
              isOverdue: boolean;
              isRecurring: boolean;
              completedAt: string | null;
              createdAt: string;
              updatedAt: string;
              subtasks: {
                id: string;
                title: string;
                isDone: boolean;
                assignee: {
                  id: string;
                  name: string;
                } | null;
                position: number;
              }[];
              watchers: {
                id: string;
                name: string;
              }[];
              recurrence: {
                seriesId: string;
                /** @enum {string} */
                frequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
                interval: number;
                monthDay: number | null;
                isLastWorkingDay: boolean;
                endDate: string | null;
                isActive: boolean;
              } | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              canEdit: boolean;
              canDelete: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteTasksByIdSubtasksBySubtaskId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        subtaskId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchTasksByIdSubtasksBySubtaskId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        subtaskId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          isDone?: boolean;
          /** Format: uuid */
          assigneeId?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              displayId: string;
              title: string;
              description: string | null;
              /** @enum {string} */
              status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
              /** @enum {string} */
              priority: 'Critical' | 'High' | 'Medium' | 'Low';
              workType: string;
              taskType: string | null;
              customer: {
                id: string;
                name: string;
              };
              assignee: {
                id: string;
                name: string;
              };
              project: {
                id: string;
                key: string;
                name: string;
              } | null;
              department: {
                id: string;
                name: string;
              } | null;
              startDate: string | null;
              dueDate: string;
              estimateHours: number | null;
              boardPosition: number;
              isOverdue: boolean;
              isRecurring: boolean;
              completedAt: string | null;
              createdAt: string;
              updatedAt: string;
              subtasks: {
                id: string;
                title: string;
                isDone: boolean;
                assignee: {
                  id: string;
                  name: string;
                } | null;
                position: number;
              }[];
              watchers: {
                id: string;
                name: string;
              }[];
              recurrence: {
                seriesId: string;
                /** @enum {string} */
                frequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
                interval: number;
                monthDay: number | null;
                isLastWorkingDay: boolean;
                endDate: string | null;
                isActive: boolean;
              } | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              canEdit: boolean;
              canDelete: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTasksByIdWatchers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          userId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              displayId: string;
              title: string;
              description: string | null;
              /** @enum {string} */
              status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
              /** @enum {string} */
              priority: 'Critical' | 'High' | 'Medium' | 'Low';
              workType: string;
              taskType: string | null;
              customer: {
                id: string;
                name: string;
              };
              assignee: {
                id: string;
                name: string;
              };
              project: {
                id: string;
                key: string;
                name: string;
              } | null;
              department: {
                id: string;
                name: string;
              } | null;
              startDate: string | null;
              dueDate: string;
              estimateHours: number | null;
              boardPosition: number;
              isOverdue: boolean;
              isRecurring: boolean;
              completedAt: string | null;
              createdAt: string;
              updatedAt: string;
              subtasks: {
                id: string;
                title: string;
                isDone: boolean;
                assignee: {
                  id: string;
                  name: string;
                } | null;
                position: number;
              }[];
              watchers: {
                id: string;
                name: string;
              }[];
              recurrence: {
                seriesId: string;
                /** @enum {string} */
                frequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
                interval: number;
                monthDay: number | null;
                isLastWorkingDay: boolean;
                endDate: string | null;
                isActive: boolean;
              } | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              canEdit: boolean;
              canDelete: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteTasksByIdWatchersByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getServicesByIdMatrix: {
    parameters: {
      query?: {
        fromPeriod?: string;
        toPeriod?: string;
        tag?: string;
        responsibleId?: string;
        state?: 'not_started' | 'in_progress' | 'waiting_on_client' | 'done' | 'overdue';
        q?: string;
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              service: {
                id: string;
                name: string;
                frequency: string;
              };
              today: string;
              currentPeriod: string | null;
              periods: {
                key: string;
                label: string;
                extension: {
                  extendedTo: string;
                  note: string;
                } | null;
                counts: {
                  not_started: number;
                  in_progress: number;
                  waiting_on_client: number;
                  done: number;
                  overdue: number;
                };
              }[];
              rows: {
                customer: {
                  id: string;
                  name: string;
                };
                responsible: {
                  id: string;
                  name: string;
                } | null;
                status: string;
                cells: {
                  [key: string]: {
                    jobId: string;
                    /** @enum {string} */
                    state: 'not_started' | 'in_progress' | 'waiting_on_client' | 'done' | 'overdue';
                    jobDate: string;
                    extendedTo: string | null;
                  };
                };
              }[];
              choices: {
                tags: string[];
                responsible: {
                  id: string;
                  name: string;
                }[];
              };
            };
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getServicesByIdMatrixXlsx: {
    parameters: {
      query?: {
        fromPeriod?: string;
        toPeriod?: string;
        tag?: string;
        responsibleId?: string;
        state?: 'not_started' | 'in_progress' | 'waiting_on_client' | 'done' | 'overdue';
        q?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postServicesByIdExtensions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          periodKey: string;
          extendedTo: string;
          note: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              periodKey: string;
              periodLabel: string;
              extendedTo: string;
              jobsMoved: number;
              tasksMoved: number;
              peopleNotified: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getJobsLaggards: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              today: string;
              dueBy: string;
              services: {
                service: {
                  id: string;
                  name: string;
                };
                overdue: number;
                dueSoon: number;
                jobs: {
                  id: string;
                  customerName: string;
                  periodLabel: string;
                  dueDate: string;
                  /** @enum {string} */
                  state: 'not_started' | 'in_progress' | 'waiting_on_client' | 'done' | 'overdue';
                }[];
              }[];
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getJobsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              customer: {
                id: string;
                name: string;
              };
              service: {
                id: string;
                name: string;
              };
              periodKey: string;
              periodLabel: string;
              periodStart: string;
              periodEnd: string;
              jobDate: string;
              extendedTo: string | null;
              extensionNote: string | null;
              /** @enum {string} */
              state: 'not_started' | 'in_progress' | 'waiting_on_client' | 'done' | 'overdue';
              completedAt: string | null;
              today: string;
              tasks: {
                id: string;
                displayId: string;
                title: string;
                status: string;
                assignee: {
                  id: string;
                  name: string;
                } | null;
                startDate: string | null;
                dueDate: string;
                isOverdue: boolean;
              }[];
              hiddenTasks: number;
              extensions: {
                id: string;
                extendedTo: string;
                note: string;
                jobsMoved: number;
                createdAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getServices: {
    parameters: {
      query?: {
        includeArchived?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              namePattern: string;
              description: string | null;
              /** @enum {string} */
              frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
              everyMonths: number | null;
              jobDateRule:
                | {
                    /** @enum {string} */
                    kind: 'day_after_period';
                    day: number;
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'last_working_day';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'fixed_date';
                    month: number;
                    day: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'client_year_end';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  };
              leadDays: number;
              isStarter: boolean;
              isArchived: boolean;
              sacCode: string | null;
              stepCount: number;
              activeClients: number;
              pausedClients: number;
              updatedAt: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postServices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          namePattern: string;
          description?: string | null;
          /** @enum {string} */
          frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
          everyMonths?: number | null;
          jobDateRule:
            | {
                /** @enum {string} */
                kind: 'day_after_period';
                day: number;
                monthsAfter: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              }
            | {
                /** @enum {string} */
                kind: 'last_working_day';
                monthsAfter: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              }
            | {
                /** @enum {string} */
                kind: 'fixed_date';
                month: number;
                day: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              }
            | {
                /** @enum {string} */
                kind: 'client_year_end';
                monthsAfter: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              };
          /** @default 0 */
          leadDays?: number;
          steps: {
            /** Format: uuid */
            id?: string;
            title: string;
            /** @default General Task */
            workType?: string;
            /**
             * @default responsible
             * @enum {string}
             */
            assigneeRule?: 'responsible' | 'member' | 'member_manager';
            /** Format: uuid */
            assigneeId?: string | null;
            estimateHours?: number | null;
            startOffset: number;
            /**
             * @default days
             * @enum {string}
             */
            startUnit?: 'days' | 'working_days';
            dueOffset: number;
            /**
             * @default days
             * @enum {string}
             */
            dueUnit?: 'days' | 'working_days';
            requestTemplate?: {
              title: string;
              message?: string;
              items: {
                name: string;
                note?: string;
                /** @default true */
                wantsFile?: boolean;
              }[];
              sendOffsetDays: number;
              dueOffsetDays: number;
            } | null;
          }[];
          sacCode?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              namePattern: string;
              description: string | null;
              /** @enum {string} */
              frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
              everyMonths: number | null;
              jobDateRule:
                | {
                    /** @enum {string} */
                    kind: 'day_after_period';
                    day: number;
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'last_working_day';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'fixed_date';
                    month: number;
                    day: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'client_year_end';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  };
              leadDays: number;
              isStarter: boolean;
              isArchived: boolean;
              sacCode: string | null;
              stepCount: number;
              activeClients: number;
              pausedClients: number;
              updatedAt: string;
              steps: {
                id: string;
                position: number;
                title: string;
                workType: string;
                /** @enum {string} */
                assigneeRule: 'responsible' | 'member' | 'member_manager';
                assignee: {
                  id: string;
                  name: string;
                } | null;
                estimateHours: number | null;
                startOffset: number;
                /** @enum {string} */
                startUnit: 'days' | 'working_days';
                dueOffset: number;
                /** @enum {string} */
                dueUnit: 'days' | 'working_days';
                requestTemplate?: {
                  title: string;
                  message?: string;
                  items: {
                    name: string;
                    note?: string;
                    wantsFile: boolean;
                  }[];
                  sendOffsetDays: number;
                  dueOffsetDays: number;
                } | null;
              }[];
              hasJobs: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postServicesPreview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          namePattern: string;
          description?: string | null;
          /** @enum {string} */
          frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
          everyMonths?: number | null;
          jobDateRule:
            | {
                /** @enum {string} */
                kind: 'day_after_period';
                day: number;
                monthsAfter: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              }
            | {
                /** @enum {string} */
                kind: 'last_working_day';
                monthsAfter: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              }
            | {
                /** @enum {string} */
                kind: 'fixed_date';
                month: number;
                day: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              }
            | {
                /** @enum {string} */
                kind: 'client_year_end';
                monthsAfter: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              };
          /** @default 0 */
          leadDays?: number;
          steps: {
            /** Format: uuid */
            id?: string;
            title: string;
            /** @default General Task */
            workType?: string;
            /**
             * @default responsible
             * @enum {string}
             */
            assigneeRule?: 'responsible' | 'member' | 'member_manager';
            /** Format: uuid */
            assigneeId?: string | null;
            estimateHours?: number | null;
            startOffset: number;
            /**
             * @default days
             * @enum {string}
             */
            startUnit?: 'days' | 'working_days';
            dueOffset: number;
            /**
             * @default days
             * @enum {string}
             */
            dueUnit?: 'days' | 'working_days';
            requestTemplate?: {
              title: string;
              message?: string;
              items: {
                name: string;
                note?: string;
                /** @default true */
                wantsFile?: boolean;
              }[];
              sendOffsetDays: number;
              dueOffsetDays: number;
            } | null;
          }[];
          sacCode?: string | null;
          from?: string;
          /** @default 6 */
          count?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              periodKey: string;
              periodLabel: string;
              title: string;
              jobDate: string;
              appearsOn: string;
              steps: {
                title: string;
                startDate: string;
                dueDate: string;
              }[];
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postServicesStarter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              added: string[];
              skipped: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getServicesClientsByCustomerId: {
    parameters: {
      query?: {
        status?: 'active' | 'paused' | 'ended';
      };
      header?: never;
      path: {
        customerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              service: {
                id: string;
                name: string;
                /** @enum {string} */
                frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
              };
              assignee: {
                id: string;
                name: string;
              } | null;
              /** @enum {string} */
              status: 'active' | 'paused' | 'ended';
              /** @enum {string} */
              billingMode: 'fixed' | 'hourly' | 'none';
              startsOn: string;
              endedAt: string | null;
              jobs: number;
              openJobs: number;
              latestJob: {
                periodLabel: string;
                dueDate: string;
                state: string;
              } | null;
              feeMinor?: number | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchServicesClientServicesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status?: 'active' | 'paused' | 'ended';
          /** Format: uuid */
          assigneeId?: string | null;
          /** @enum {string} */
          billingMode?: 'fixed' | 'hourly' | 'none';
          feeMinor?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              service: {
                id: string;
                name: string;
                /** @enum {string} */
                frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
              };
              assignee: {
                id: string;
                name: string;
              } | null;
              /** @enum {string} */
              status: 'active' | 'paused' | 'ended';
              /** @enum {string} */
              billingMode: 'fixed' | 'hourly' | 'none';
              startsOn: string;
              endedAt: string | null;
              jobs: number;
              openJobs: number;
              latestJob: {
                periodLabel: string;
                dueDate: string;
                state: string;
              } | null;
              feeMinor?: number | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getServicesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              namePattern: string;
              description: string | null;
              /** @enum {string} */
              frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
              everyMonths: number | null;
              jobDateRule:
                | {
                    /** @enum {string} */
                    kind: 'day_after_period';
                    day: number;
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'last_working_day';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'fixed_date';
                    month: number;
                    day: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'client_year_end';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  };
              leadDays: number;
              isStarter: boolean;
              isArchived: boolean;
              sacCode: string | null;
              stepCount: number;
              activeClients: number;
              pausedClients: number;
              updatedAt: string;
              steps: {
                id: string;
                position: number;
                title: string;
                workType: string;
                /** @enum {string} */
                assigneeRule: 'responsible' | 'member' | 'member_manager';
                assignee: {
                  id: string;
                  name: string;
                } | null;
                estimateHours: number | null;
                startOffset: number;
                /** @enum {string} */
                startUnit: 'days' | 'working_days';
                dueOffset: number;
                /** @enum {string} */
                dueUnit: 'days' | 'working_days';
                requestTemplate?: {
                  title: string;
                  message?: string;
                  items: {
                    name: string;
                    note?: string;
                    wantsFile: boolean;
                  }[];
                  sendOffsetDays: number;
                  dueOffsetDays: number;
                } | null;
              }[];
              hasJobs: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchServicesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          namePattern: string;
          description?: string | null;
          /** @enum {string} */
          frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
          everyMonths?: number | null;
          jobDateRule:
            | {
                /** @enum {string} */
                kind: 'day_after_period';
                day: number;
                monthsAfter: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              }
            | {
                /** @enum {string} */
                kind: 'last_working_day';
                monthsAfter: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              }
            | {
                /** @enum {string} */
                kind: 'fixed_date';
                month: number;
                day: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              }
            | {
                /** @enum {string} */
                kind: 'client_year_end';
                monthsAfter: number;
                /** @enum {string} */
                adjust?: 'none' | 'previous_working_day' | 'next_working_day';
              };
          /** @default 0 */
          leadDays?: number;
          steps: {
            /** Format: uuid */
            id?: string;
            title: string;
            /** @default General Task */
            workType?: string;
            /**
             * @default responsible
             * @enum {string}
             */
            assigneeRule?: 'responsible' | 'member' | 'member_manager';
            /** Format: uuid */
            assigneeId?: string | null;
            estimateHours?: number | null;
            startOffset: number;
            /**
             * @default days
             * @enum {string}
             */
            startUnit?: 'days' | 'working_days';
            dueOffset: number;
            /**
             * @default days
             * @enum {string}
             */
            dueUnit?: 'days' | 'working_days';
            requestTemplate?: {
              title: string;
              message?: string;
              items: {
                name: string;
                note?: string;
                /** @default true */
                wantsFile?: boolean;
              }[];
              sendOffsetDays: number;
              dueOffsetDays: number;
            } | null;
          }[];
          sacCode?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              namePattern: string;
              description: string | null;
              /** @enum {string} */
              frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
              everyMonths: number | null;
              jobDateRule:
                | {
                    /** @enum {string} */
                    kind: 'day_after_period';
                    day: number;
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'last_working_day';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'fixed_date';
                    month: number;
                    day: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'client_year_end';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  };
              leadDays: number;
              isStarter: boolean;
              isArchived: boolean;
              sacCode: string | null;
              stepCount: number;
              activeClients: number;
              pausedClients: number;
              updatedAt: string;
              steps: {
                id: string;
                position: number;
                title: string;
                workType: string;
                /** @enum {string} */
                assigneeRule: 'responsible' | 'member' | 'member_manager';
                assignee: {
                  id: string;
                  name: string;
                } | null;
                estimateHours: number | null;
                startOffset: number;
                /** @enum {string} */
                startUnit: 'days' | 'working_days';
                dueOffset: number;
                /** @enum {string} */
                dueUnit: 'days' | 'working_days';
                requestTemplate?: {
                  title: string;
                  message?: string;
                  items: {
                    name: string;
                    note?: string;
                    wantsFile: boolean;
                  }[];
                  sendOffsetDays: number;
                  dueOffsetDays: number;
                } | null;
              }[];
              hasJobs: boolean;
            };
            jobsUpdated: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postServicesByIdArchive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              namePattern: string;
              description: string | null;
              /** @enum {string} */
              frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
              everyMonths: number | null;
              jobDateRule:
                | {
                    /** @enum {string} */
                    kind: 'day_after_period';
                    day: number;
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'last_working_day';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'fixed_date';
                    month: number;
                    day: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'client_year_end';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  };
              leadDays: number;
              isStarter: boolean;
              isArchived: boolean;
              sacCode: string | null;
              stepCount: number;
              activeClients: number;
              pausedClients: number;
              updatedAt: string;
              steps: {
                id: string;
                position: number;
                title: string;
                workType: string;
                /** @enum {string} */
                assigneeRule: 'responsible' | 'member' | 'member_manager';
                assignee: {
                  id: string;
                  name: string;
                } | null;
                estimateHours: number | null;
                startOffset: number;
                /** @enum {string} */
                startUnit: 'days' | 'working_days';
                dueOffset: number;
                /** @enum {string} */
                dueUnit: 'days' | 'working_days';
                requestTemplate?: {
                  title: string;
                  message?: string;
                  items: {
                    name: string;
                    note?: string;
                    wantsFile: boolean;
                  }[];
                  sendOffsetDays: number;
                  dueOffsetDays: number;
                } | null;
              }[];
              hasJobs: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postServicesByIdRestore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              namePattern: string;
              description: string | null;
              /** @enum {string} */
              frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
              everyMonths: number | null;
              jobDateRule:
                | {
                    /** @enum {string} */
                    kind: 'day_after_period';
                    day: number;
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'last_working_day';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'fixed_date';
                    month: number;
                    day: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  }
                | {
                    /** @enum {string} */
                    kind: 'client_year_end';
                    monthsAfter: number;
                    /** @enum {string} */
                    adjust?: 'none' | 'previous_working_day' | 'next_working_day';
                  };
              leadDays: number;
              isStarter: boolean;
              isArchived: boolean;
              sacCode: string | null;
              stepCount: number;
              activeClients: number;
              pausedClients: number;
              updatedAt: string;
              steps: {
                id: string;
                position: number;
                title: string;
                workType: string;
                /** @enum {string} */
                assigneeRule: 'responsible' | 'member' | 'member_manager';
                assignee: {
                  id: string;
                  name: string;
                } | null;
                estimateHours: number | null;
                startOffset: number;
                /** @enum {string} */
                startUnit: 'days' | 'working_days';
                dueOffset: number;
                /** @enum {string} */
                dueUnit: 'days' | 'working_days';
                requestTemplate?: {
                  title: string;
                  message?: string;
                  items: {
                    name: string;
                    note?: string;
                    wantsFile: boolean;
                  }[];
                  sendOffsetDays: number;
                  dueOffsetDays: number;
                } | null;
              }[];
              hasJobs: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postServicesByIdApply: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          clients:
            | {
                /** @enum {string} */
                by: 'ids';
                ids: string[];
              }
            | {
                /** @enum {string} */
                by: 'tag';
                tag: string;
              }
            | {
                /** @enum {string} */
                by: 'filter';
                responsibleId?: 'none' | string;
                /** @enum {string} */
                entityType?:
                  | 'individual'
                  | 'proprietorship'
                  | 'partnership'
                  | 'llp'
                  | 'private_limited'
                  | 'public_limited'
                  | 'trust'
                  | 'huf'
                  | 'other';
              };
          startsOn?: string;
          /** Format: uuid */
          assigneeId?: string | null;
          /** @default false */
          dryRun?: boolean;
          /** @enum {string} */
          billingMode?: 'fixed' | 'hourly' | 'none';
          feeMinor?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              matched: number;
              applied: number;
              skipped: number;
              startsOn: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getServicesByIdClients: {
    parameters: {
      query?: {
        status?: 'active' | 'paused' | 'ended';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              service: {
                id: string;
                name: string;
                /** @enum {string} */
                frequency: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'every_n_months' | 'one_off';
              };
              assignee: {
                id: string;
                name: string;
              } | null;
              /** @enum {string} */
              status: 'active' | 'paused' | 'ended';
              /** @enum {string} */
              billingMode: 'fixed' | 'hourly' | 'none';
              startsOn: string;
              endedAt: string | null;
              jobs: number;
              openJobs: number;
              latestJob: {
                periodLabel: string;
                dueDate: string;
                state: string;
              } | null;
              feeMinor?: number | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRequestsInsights: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              outstanding: number;
              itemsToReview: number;
              overdue: number;
              medianDaysToComplete: number | null;
              completedCount: number;
              byClient: {
                customerId: string;
                name: string;
                open: number;
                overdue: number;
                oldestDueOn: string;
              }[];
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRequestsOutstandingByJob: {
    parameters: {
      query: {
        customerId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              jobId: string;
              title: string;
              open: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRequests: {
    parameters: {
      query?: {
        customerId?: string;
        jobId?: string;
        status?: 'open' | 'complete' | 'cancelled' | 'all';
        toReview?: 'true' | 'false';
        q?: string;
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              job: {
                id: string;
                title: string;
              } | null;
              title: string;
              message: string | null;
              dueOn: string;
              /** @enum {string} */
              status: 'open' | 'complete' | 'cancelled';
              itemCount: number;
              openCount: number;
              toReviewCount: number;
              contactIds: string[];
              remindDaysBefore: number[];
              remindEveryDaysAfter: number;
              remindersPaused: boolean;
              remindersSent: number;
              sentAt: string | null;
              completedAt: string | null;
              createdAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          customerId: string;
          /** Format: uuid */
          jobId?: string;
          title: string;
          message?: string;
          dueOn: string;
          items: {
            name: string;
            note?: string;
            /** @default true */
            wantsFile?: boolean;
          }[];
          contactIds?: string[];
          remindDaysBefore?: number[];
          remindEveryDaysAfter?: number;
          /** @default true */
          send?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              job: {
                id: string;
                title: string;
              } | null;
              title: string;
              message: string | null;
              dueOn: string;
              /** @enum {string} */
              status: 'open' | 'complete' | 'cancelled';
              itemCount: number;
              openCount: number;
              toReviewCount: number;
              contactIds: string[];
              remindDaysBefore: number[];
              remindEveryDaysAfter: number;
              remindersPaused: boolean;
              remindersSent: number;
              sentAt: string | null;
              completedAt: string | null;
              createdAt: string;
              items: {
                id: string;
                name: string;
                note: string | null;
                wantsFile: boolean;
                /** @enum {string} */
                status: 'pending' | 'submitted' | 'accepted' | 'returned';
                clientNote: string | null;
                returnReason: string | null;
                submittedAt: string | null;
                files: {
                  id: string;
                  fileName: string;
                  mime: string;
                  sizeBytes: number;
                  createdAt: string;
                }[];
              }[];
              events: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'sent'
                  | 'reminded'
                  | 'nudged'
                  | 'paused'
                  | 'resumed'
                  | 'uploaded'
                  | 'file_removed'
                  | 'submitted'
                  | 'accepted'
                  | 'returned'
                  | 'acknowledged'
                  | 'cancelled'
                  | 'link_revoked';
                detail: string | null;
                actorName: string | null;
                createdAt: string;
              }[];
            };
            sent: {
              sentTo: string[];
              linkUrl: string;
              expiresAt: string;
              whatsapp: {
                contactName: string;
                phone: string;
                url: string;
              }[];
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRequestsSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              clientLinkDays: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchRequestsSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          clientLinkDays: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              clientLinkDays: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRequestsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              job: {
                id: string;
                title: string;
              } | null;
              title: string;
              message: string | null;
              dueOn: string;
              /** @enum {string} */
              status: 'open' | 'complete' | 'cancelled';
              itemCount: number;
              openCount: number;
              toReviewCount: number;
              contactIds: string[];
              remindDaysBefore: number[];
              remindEveryDaysAfter: number;
              remindersPaused: boolean;
              remindersSent: number;
              sentAt: string | null;
              completedAt: string | null;
              createdAt: string;
              items: {
                id: string;
                name: string;
                note: string | null;
                wantsFile: boolean;
                /** @enum {string} */
                status: 'pending' | 'submitted' | 'accepted' | 'returned';
                clientNote: string | null;
                returnReason: string | null;
                submittedAt: string | null;
                files: {
                  id: string;
                  fileName: string;
                  mime: string;
                  sizeBytes: number;
                  createdAt: string;
                }[];
              }[];
              events: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'sent'
                  | 'reminded'
                  | 'nudged'
                  | 'paused'
                  | 'resumed'
                  | 'uploaded'
                  | 'file_removed'
                  | 'submitted'
                  | 'accepted'
                  | 'returned'
                  | 'acknowledged'
                  | 'cancelled'
                  | 'link_revoked';
                detail: string | null;
                actorName: string | null;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchRequestsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          message?: string | null;
          dueOn?: string;
          items?: {
            name: string;
            note?: string;
            /** @default true */
            wantsFile?: boolean;
            /** Format: uuid */
            id?: string;
          }[];
          contactIds?: string[];
          remindDaysBefore?: number[];
          remindEveryDaysAfter?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              job: {
                id: string;
                title: string;
              } | null;
              title: string;
              message: string | null;
              dueOn: string;
              /** @enum {string} */
              status: 'open' | 'complete' | 'cancelled';
              itemCount: number;
              openCount: number;
              toReviewCount: number;
              contactIds: string[];
              remindDaysBefore: number[];
              remindEveryDaysAfter: number;
              remindersPaused: boolean;
              remindersSent: number;
              sentAt: string | null;
              completedAt: string | null;
              createdAt: string;
              items: {
                id: string;
                name: string;
                note: string | null;
                wantsFile: boolean;
                /** @enum {string} */
                status: 'pending' | 'submitted' | 'accepted' | 'returned';
                clientNote: string | null;
                returnReason: string | null;
                submittedAt: string | null;
                files: {
                  id: string;
                  fileName: string;
                  mime: string;
                  sizeBytes: number;
                  createdAt: string;
                }[];
              }[];
              events: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'sent'
                  | 'reminded'
                  | 'nudged'
                  | 'paused'
                  | 'resumed'
                  | 'uploaded'
                  | 'file_removed'
                  | 'submitted'
                  | 'accepted'
                  | 'returned'
                  | 'acknowledged'
                  | 'cancelled'
                  | 'link_revoked';
                detail: string | null;
                actorName: string | null;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRequestsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              job: {
                id: string;
                title: string;
              } | null;
              title: string;
              message: string | null;
              dueOn: string;
              /** @enum {string} */
              status: 'open' | 'complete' | 'cancelled';
              itemCount: number;
              openCount: number;
              toReviewCount: number;
              contactIds: string[];
              remindDaysBefore: number[];
              remindEveryDaysAfter: number;
              remindersPaused: boolean;
              remindersSent: number;
              sentAt: string | null;
              completedAt: string | null;
              createdAt: string;
              items: {
                id: string;
                name: string;
                note: string | null;
                wantsFile: boolean;
                /** @enum {string} */
                status: 'pending' | 'submitted' | 'accepted' | 'returned';
                clientNote: string | null;
                returnReason: string | null;
                submittedAt: string | null;
                files: {
                  id: string;
                  fileName: string;
                  mime: string;
                  sizeBytes: number;
                  createdAt: string;
                }[];
              }[];
              events: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'sent'
                  | 'reminded'
                  | 'nudged'
                  | 'paused'
                  | 'resumed'
                  | 'uploaded'
                  | 'file_removed'
                  | 'submitted'
                  | 'accepted'
                  | 'returned'
                  | 'acknowledged'
                  | 'cancelled'
                  | 'link_revoked';
                detail: string | null;
                actorName: string | null;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRequestsByIdSend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              job: {
                id: string;
                title: string;
              } | null;
              title: string;
              message: string | null;
              dueOn: string;
              /** @enum {string} */
              status: 'open' | 'complete' | 'cancelled';
              itemCount: number;
              openCount: number;
              toReviewCount: number;
              contactIds: string[];
              remindDaysBefore: number[];
              remindEveryDaysAfter: number;
              remindersPaused: boolean;
              remindersSent: number;
              sentAt: string | null;
              completedAt: string | null;
              createdAt: string;
              items: {
                id: string;
                name: string;
                note: string | null;
                wantsFile: boolean;
                /** @enum {string} */
                status: 'pending' | 'submitted' | 'accepted' | 'returned';
                clientNote: string | null;
                returnReason: string | null;
                submittedAt: string | null;
                files: {
                  id: string;
                  fileName: string;
                  mime: string;
                  sizeBytes: number;
                  createdAt: string;
                }[];
              }[];
              events: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'sent'
                  | 'reminded'
                  | 'nudged'
                  | 'paused'
                  | 'resumed'
                  | 'uploaded'
                  | 'file_removed'
                  | 'submitted'
                  | 'accepted'
                  | 'returned'
                  | 'acknowledged'
                  | 'cancelled'
                  | 'link_revoked';
                detail: string | null;
                actorName: string | null;
                createdAt: string;
              }[];
            };
            sent: {
              sentTo: string[];
              linkUrl: string;
              expiresAt: string;
              whatsapp: {
                contactName: string;
                phone: string;
                url: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRequestsByIdNudge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              job: {
                id: string;
                title: string;
              } | null;
              title: string;
              message: string | null;
              dueOn: string;
              /** @enum {string} */
              status: 'open' | 'complete' | 'cancelled';
              itemCount: number;
              openCount: number;
              toReviewCount: number;
              contactIds: string[];
              remindDaysBefore: number[];
              remindEveryDaysAfter: number;
              remindersPaused: boolean;
              remindersSent: number;
              sentAt: string | null;
              completedAt: string | null;
              createdAt: string;
              items: {
                id: string;
                name: string;
                note: string | null;
                wantsFile: boolean;
                /** @enum {string} */
                status: 'pending' | 'submitted' | 'accepted' | 'returned';
                clientNote: string | null;
                returnReason: string | null;
                submittedAt: string | null;
                files: {
                  id: string;
                  fileName: string;
                  mime: string;
                  sizeBytes: number;
                  createdAt: string;
                }[];
              }[];
              events: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'sent'
                  | 'reminded'
                  | 'nudged'
                  | 'paused'
                  | 'resumed'
                  | 'uploaded'
                  | 'file_removed'
                  | 'submitted'
                  | 'accepted'
                  | 'returned'
                  | 'acknowledged'
                  | 'cancelled'
                  | 'link_revoked';
                detail: string | null;
                actorName: string | null;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRequestsByIdReminders: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          paused: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              job: {
                id: string;
                title: string;
              } | null;
              title: string;
              message: string | null;
              dueOn: string;
              /** @enum {string} */
              status: 'open' | 'complete' | 'cancelled';
              itemCount: number;
              openCount: number;
              toReviewCount: number;
              contactIds: string[];
              remindDaysBefore: number[];
              remindEveryDaysAfter: number;
              remindersPaused: boolean;
              remindersSent: number;
              sentAt: string | null;
              completedAt: string | null;
              createdAt: string;
              items: {
                id: string;
                name: string;
                note: string | null;
                wantsFile: boolean;
                /** @enum {string} */
                status: 'pending' | 'submitted' | 'accepted' | 'returned';
                clientNote: string | null;
                returnReason: string | null;
                submittedAt: string | null;
                files: {
                  id: string;
                  fileName: string;
                  mime: string;
                  sizeBytes: number;
                  createdAt: string;
                }[];
              }[];
              events: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'sent'
                  | 'reminded'
                  | 'nudged'
                  | 'paused'
                  | 'resumed'
                  | 'uploaded'
                  | 'file_removed'
                  | 'submitted'
                  | 'accepted'
                  | 'returned'
                  | 'acknowledged'
                  | 'cancelled'
                  | 'link_revoked';
                detail: string | null;
                actorName: string | null;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRequestsByIdFilesByFileId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRequestsByIdItemsByItemIdAccept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        itemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              job: {
                id: string;
                title: string;
              } | null;
              title: string;
              message: string | null;
              dueOn: string;
              /** @enum {string} */
              status: 'open' | 'complete' | 'cancelled';
              itemCount: number;
              openCount: number;
              toReviewCount: number;
              contactIds: string[];
              remindDaysBefore: number[];
              remindEveryDaysAfter: number;
              remindersPaused: boolean;
              remindersSent: number;
              sentAt: string | null;
              completedAt: string | null;
              createdAt: string;
              items: {
                id: string;
                name: string;
                note: string | null;
                wantsFile: boolean;
                /** @enum {string} */
                status: 'pending' | 'submitted' | 'accepted' | 'returned';
                clientNote: string | null;
                returnReason: string | null;
                submittedAt: string | null;
                files: {
                  id: string;
                  fileName: string;
                  mime: string;
                  sizeBytes: number;
                  createdAt: string;
                }[];
              }[];
              events: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'sent'
                  | 'reminded'
                  | 'nudged'
                  | 'paused'
                  | 'resumed'
                  | 'uploaded'
                  | 'file_removed'
                  | 'submitted'
                  | 'accepted'
                  | 'returned'
                  | 'acknowledged'
                  | 'cancelled'
                  | 'link_revoked';
                detail: string | null;
                actorName: string | null;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRequestsByIdItemsByItemIdReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        itemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customer: {
                id: string;
                name: string;
              };
              job: {
                id: string;
                title: string;
              } | null;
              title: string;
              message: string | null;
              dueOn: string;
              /** @enum {string} */
              status: 'open' | 'complete' | 'cancelled';
              itemCount: number;
              openCount: number;
              toReviewCount: number;
              contactIds: string[];
              remindDaysBefore: number[];
              remindEveryDaysAfter: number;
              remindersPaused: boolean;
              remindersSent: number;
              sentAt: string | null;
              completedAt: string | null;
              createdAt: string;
              items: {
                id: string;
                name: string;
                note: string | null;
                wantsFile: boolean;
                /** @enum {string} */
                status: 'pending' | 'submitted' | 'accepted' | 'returned';
                clientNote: string | null;
                returnReason: string | null;
                submittedAt: string | null;
                files: {
                  id: string;
                  fileName: string;
                  mime: string;
                  sizeBytes: number;
                  createdAt: string;
                }[];
              }[];
              events: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'sent'
                  | 'reminded'
                  | 'nudged'
                  | 'paused'
                  | 'resumed'
                  | 'uploaded'
                  | 'file_removed'
                  | 'submitted'
                  | 'accepted'
                  | 'returned'
                  | 'acknowledged'
                  | 'cancelled'
                  | 'link_revoked';
                detail: string | null;
                actorName: string | null;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomersByIdClientLinks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              requestId: string | null;
              sentTo: string;
              createdAt: string;
              expiresAt: string;
              revokedAt: string | null;
              lastUsedAt: string | null;
              isLive: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCustomersByIdClientLinksByLinkIdRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        linkId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              requestId: string | null;
              sentTo: string;
              createdAt: string;
              expiresAt: string;
              revokedAt: string | null;
              lastUsedAt: string | null;
              isLive: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getClientLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              firm: {
                name: string;
                hasLogo: boolean;
              };
              client: {
                name: string;
              };
              expiresAt: string;
              requests: {
                id: string;
                title: string;
                message: string | null;
                dueOn: string;
                /** @enum {string} */
                status: 'open' | 'complete' | 'cancelled';
                items: {
                  id: string;
                  name: string;
                  note: string | null;
                  wantsFile: boolean;
                  /** @enum {string} */
                  status: 'pending' | 'submitted' | 'accepted' | 'returned';
                  clientNote: string | null;
                  returnReason: string | null;
                  submittedAt: string | null;
                  files: {
                    id: string;
                    fileName: string;
                    mime: string;
                    sizeBytes: number;
                    createdAt: string;
                  }[];
                }[];
              }[];
            };
          };
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  getClientLinkLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  postClientLinkItemsByItemIdFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              note: string | null;
              wantsFile: boolean;
              /** @enum {string} */
              status: 'pending' | 'submitted' | 'accepted' | 'returned';
              clientNote: string | null;
              returnReason: string | null;
              submittedAt: string | null;
              files: {
                id: string;
                fileName: string;
                mime: string;
                sizeBytes: number;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteClientLinkItemsByItemIdFilesByFileId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: string;
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              note: string | null;
              wantsFile: boolean;
              /** @enum {string} */
              status: 'pending' | 'submitted' | 'accepted' | 'returned';
              clientNote: string | null;
              returnReason: string | null;
              submittedAt: string | null;
              files: {
                id: string;
                fileName: string;
                mime: string;
                sizeBytes: number;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchClientLinkItemsByItemId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note?: string | null;
          /** @enum {boolean} */
          done?: true;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              note: string | null;
              wantsFile: boolean;
              /** @enum {string} */
              status: 'pending' | 'submitted' | 'accepted' | 'returned';
              clientNote: string | null;
              returnReason: string | null;
              submittedAt: string | null;
              files: {
                id: string;
                fileName: string;
                mime: string;
                sizeBytes: number;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSearch: {
    parameters: {
      query: {
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              kind: 'task' | 'project' | 'milestone' | 'customer' | 'person' | 'event';
              id: string;
              title: string;
              code: string | null;
              detail: string | null;
              projectId: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveTypes: {
    parameters: {
      query?: {
        includeArchived?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              isPaid: boolean;
              yearlyAllocation: number;
              /** @enum {string} */
              accrual: 'yearly' | 'monthly';
              /** @enum {string} */
              proration: 'joining_month' | 'days' | 'none';
              pendingChange: {
                effectiveYear: number;
                yearlyAllocation?: number;
                /** @enum {string} */
                accrual?: 'yearly' | 'monthly';
                carryForwardCap?: number;
                /** @enum {string} */
                proration?: 'joining_month' | 'days' | 'none';
              } | null;
              allowsHalfDays: boolean;
              tracksBalance: boolean;
              carryForwardCap: number;
              documentRequiredAfterDays: number | null;
              approvalSteps: {
                /** @enum {string} */
                kind: 'manager' | 'role' | 'person';
                roleId: string | null;
                userId: string | null;
                label: string;
              }[];
              escalationDays: number | null;
              maxDaysBack: number;
              isArchived: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default true */
          isPaid?: boolean;
          yearlyAllocation: number;
          /**
           * @default yearly
           * @enum {string}
           */
          accrual?: 'yearly' | 'monthly';
          /**
           * @default joining_month
           * @enum {string}
           */
          proration?: 'joining_month' | 'days' | 'none';
          /** @default true */
          allowsHalfDays?: boolean;
          /** @default true */
          tracksBalance?: boolean;
          /** @default 0 */
          carryForwardCap?: number;
          documentRequiredAfterDays?: number | null;
          approvalSteps?: {
            /** @enum {string} */
            kind: 'manager' | 'role' | 'person';
            /** Format: uuid */
            roleId?: string | null;
            /** Format: uuid */
            userId?: string | null;
          }[];
          escalationDays?: number | null;
          /** @default 0 */
          maxDaysBack?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              isPaid: boolean;
              yearlyAllocation: number;
              /** @enum {string} */
              accrual: 'yearly' | 'monthly';
              /** @enum {string} */
              proration: 'joining_month' | 'days' | 'none';
              pendingChange: {
                effectiveYear: number;
                yearlyAllocation?: number;
                /** @enum {string} */
                accrual?: 'yearly' | 'monthly';
                carryForwardCap?: number;
                /** @enum {string} */
                proration?: 'joining_month' | 'days' | 'none';
              } | null;
              allowsHalfDays: boolean;
              tracksBalance: boolean;
              carryForwardCap: number;
              documentRequiredAfterDays: number | null;
              approvalSteps: {
                /** @enum {string} */
                kind: 'manager' | 'role' | 'person';
                roleId: string | null;
                userId: string | null;
                label: string;
              }[];
              escalationDays: number | null;
              maxDaysBack: number;
              isArchived: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchLeaveTypesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          isPaid?: boolean;
          yearlyAllocation?: number;
          /** @enum {string} */
          accrual?: 'yearly' | 'monthly';
          /** @enum {string} */
          proration?: 'joining_month' | 'days' | 'none';
          /** @enum {string} */
          effective?: 'now' | 'next_year';
          allowsHalfDays?: boolean;
          tracksBalance?: boolean;
          carryForwardCap?: number;
          documentRequiredAfterDays?: number | null;
          approvalSteps?: {
            /** @enum {string} */
            kind: 'manager' | 'role' | 'person';
            /** Format: uuid */
            roleId?: string | null;
            /** Format: uuid */
            userId?: string | null;
          }[];
          escalationDays?: number | null;
          maxDaysBack?: number;
          isArchived?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              isPaid: boolean;
              yearlyAllocation: number;
              /** @enum {string} */
              accrual: 'yearly' | 'monthly';
              /** @enum {string} */
              proration: 'joining_month' | 'days' | 'none';
              pendingChange: {
                effectiveYear: number;
                yearlyAllocation?: number;
                /** @enum {string} */
                accrual?: 'yearly' | 'monthly';
                carryForwardCap?: number;
                /** @enum {string} */
                proration?: 'joining_month' | 'days' | 'none';
              } | null;
              allowsHalfDays: boolean;
              tracksBalance: boolean;
              carryForwardCap: number;
              documentRequiredAfterDays: number | null;
              approvalSteps: {
                /** @enum {string} */
                kind: 'manager' | 'role' | 'person';
                roleId: string | null;
                userId: string | null;
                label: string;
              }[];
              escalationDays: number | null;
              maxDaysBack: number;
              isArchived: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveTypesByIdPolicyPreview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          yearlyAllocation?: number;
          /** @enum {string} */
          accrual?: 'yearly' | 'monthly';
          carryForwardCap?: number;
          /** @enum {string} */
          proration?: 'joining_month' | 'days' | 'none';
          /** @enum {string} */
          effective: 'now' | 'next_year';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              effective: 'now' | 'next_year';
              year: number;
              people: {
                user: {
                  id: string;
                  name: string;
                };
                before: number;
                after: number;
                change: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveBalances: {
    parameters: {
      query?: {
        userId?: string;
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              user: {
                id: string;
                name: string;
              };
              year: number;
              balances: {
                leaveTypeId: string;
                leaveTypeName: string;
                year: number;
                tracksBalance: boolean;
                allocated: number;
                accrued: number;
                carriedForward: number;
                adjusted: number;
                used: number;
                pending: number;
                remaining: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveBalancesLedger: {
    parameters: {
      query: {
        userId?: string;
        year?: number;
        leaveTypeId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind:
                | 'allocation'
                | 'accrual'
                | 'adjustment'
                | 'usage'
                | 'reversal'
                | 'carry_forward'
                | 'expiry';
              days: number;
              reason: string | null;
              leaveRequestId: string | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveBalancesAdjustments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          userId: string;
          /** Format: uuid */
          leaveTypeId: string;
          year: number;
          days: number;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind:
                | 'allocation'
                | 'accrual'
                | 'adjustment'
                | 'usage'
                | 'reversal'
                | 'carry_forward'
                | 'expiry';
              days: number;
              reason: string | null;
              leaveRequestId: string | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveAttachments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              fileName: string;
              size: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveRequestsPreview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          leaveTypeId: string;
          fromDate: string;
          toDate: string;
          /** @default false */
          fromDateHalf?: boolean;
          /** @default false */
          toDateHalf?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              totalDays: number;
              days: {
                date: string;
                fraction: number;
              }[];
              skipped: {
                date: string;
                reason: string;
              }[];
              remaining: number | null;
              balanceOn: string | null;
              projected: boolean;
              warnings: {
                /** @enum {string} */
                code:
                  | 'short_notice'
                  | 'blackout_extra_approval'
                  | 'blackout_refused'
                  | 'insufficient_balance';
                message: string;
              }[];
              errors: {
                [key: string]: string;
              };
              decider: {
                /** @enum {string} */
                mode: 'approvers' | 'automatic' | 'self';
                message: string;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveRequests: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        userId?: string;
        departmentId?: string;
        leaveTypeId?: string;
        status?: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              employee: {
                id: string;
                name: string;
                employeeCode: string | null;
                department: string | null;
              };
              leaveType: {
                id: string | null;
                name: string;
                isPaid: boolean | null;
              };
              fromDate: string;
              toDate: string;
              fromDateHalf: boolean;
              toDateHalf: boolean;
              totalDays: number;
              /** @enum {string} */
              status: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
              detailsVisible: boolean;
              reason: string | null;
              addressDuringLeave: string | null;
              emergencyContact: string | null;
              workAssignee: {
                id: string;
                name: string;
              } | null;
              hasAttachment: boolean | null;
              createdAt: string;
              decidedAt: string | null;
              awaiting: string | null;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          leaveTypeId: string;
          fromDate: string;
          toDate: string;
          /** @default false */
          fromDateHalf?: boolean;
          /** @default false */
          toDateHalf?: boolean;
          reason: string;
          addressDuringLeave: string;
          emergencyContact: string;
          /** Format: uuid */
          workAssigneeId?: string | null;
          /** Format: uuid */
          attachmentId?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              employee: {
                id: string;
                name: string;
                employeeCode: string | null;
                department: string | null;
              };
              leaveType: {
                id: string | null;
                name: string;
                isPaid: boolean | null;
              };
              fromDate: string;
              toDate: string;
              fromDateHalf: boolean;
              toDateHalf: boolean;
              totalDays: number;
              /** @enum {string} */
              status: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
              detailsVisible: boolean;
              reason: string | null;
              addressDuringLeave: string | null;
              emergencyContact: string | null;
              workAssignee: {
                id: string;
                name: string;
              } | null;
              hasAttachment: boolean | null;
              createdAt: string;
              decidedAt: string | null;
              awaiting: string | null;
              steps: {
                position: number;
                label: string;
                /** @enum {string} */
                status: 'waiting' | 'pending' | 'approved' | 'rejected' | 'skipped';
                approvers: {
                  id: string;
                  name: string;
                }[];
                decidedBy: {
                  id: string;
                  name: string;
                } | null;
                onBehalfOf: {
                  id: string;
                  name: string;
                } | null;
                decidedAt: string | null;
                comment: string | null;
                escalatedAt: string | null;
              }[];
              canDecide: boolean;
              canCancel: boolean;
              tasksDuringLeave: {
                id: string;
                reference: string;
                title: string;
                dueDate: string;
                status: string;
                link: string;
              }[];
              blackouts: {
                /** @enum {string} */
                effect: 'refuse' | 'extra_approval';
                reason: string;
              }[];
              balanceCheck: {
                projectedOn: string;
                remaining: number | null;
                covers: boolean;
                message: string;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveRequestsMine: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        status?: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              employee: {
                id: string;
                name: string;
                employeeCode: string | null;
                department: string | null;
              };
              leaveType: {
                id: string | null;
                name: string;
                isPaid: boolean | null;
              };
              fromDate: string;
              toDate: string;
              fromDateHalf: boolean;
              toDateHalf: boolean;
              totalDays: number;
              /** @enum {string} */
              status: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
              detailsVisible: boolean;
              reason: string | null;
              addressDuringLeave: string | null;
              emergencyContact: string | null;
              workAssignee: {
                id: string;
                name: string;
              } | null;
              hasAttachment: boolean | null;
              createdAt: string;
              decidedAt: string | null;
              awaiting: string | null;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveRequestsPending: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        status?: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              employee: {
                id: string;
                name: string;
                employeeCode: string | null;
                department: string | null;
              };
              leaveType: {
                id: string | null;
                name: string;
                isPaid: boolean | null;
              };
              fromDate: string;
              toDate: string;
              fromDateHalf: boolean;
              toDateHalf: boolean;
              totalDays: number;
              /** @enum {string} */
              status: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
              detailsVisible: boolean;
              reason: string | null;
              addressDuringLeave: string | null;
              emergencyContact: string | null;
              workAssignee: {
                id: string;
                name: string;
              } | null;
              hasAttachment: boolean | null;
              createdAt: string;
              decidedAt: string | null;
              awaiting: string | null;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveRequestsCsv: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        userId?: string;
        departmentId?: string;
        leaveTypeId?: string;
        status?: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveRequestsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              employee: {
                id: string;
                name: string;
                employeeCode: string | null;
                department: string | null;
              };
              leaveType: {
                id: string | null;
                name: string;
                isPaid: boolean | null;
              };
              fromDate: string;
              toDate: string;
              fromDateHalf: boolean;
              toDateHalf: boolean;
              totalDays: number;
              /** @enum {string} */
              status: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
              detailsVisible: boolean;
              reason: string | null;
              addressDuringLeave: string | null;
              emergencyContact: string | null;
              workAssignee: {
                id: string;
                name: string;
              } | null;
              hasAttachment: boolean | null;
              createdAt: string;
              decidedAt: string | null;
              awaiting: string | null;
              steps: {
                position: number;
                label: string;
                /** @enum {string} */
                status: 'waiting' | 'pending' | 'approved' | 'rejected' | 'skipped';
                approvers: {
                  id: string;
                  name: string;
                }[];
                decidedBy: {
                  id: string;
                  name: string;
                } | null;
                onBehalfOf: {
                  id: string;
                  name: string;
                } | null;
                decidedAt: string | null;
                comment: string | null;
                escalatedAt: string | null;
              }[];
              canDecide: boolean;
              canCancel: boolean;
              tasksDuringLeave: {
                id: string;
                reference: string;
                title: string;
                dueDate: string;
                status: string;
                link: string;
              }[];
              blackouts: {
                /** @enum {string} */
                effect: 'refuse' | 'extra_approval';
                reason: string;
              }[];
              balanceCheck: {
                projectedOn: string;
                remaining: number | null;
                covers: boolean;
                message: string;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveRequestsByIdAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveRequestsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          comment?: string;
          acceptShortfall?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              employee: {
                id: string;
                name: string;
                employeeCode: string | null;
                department: string | null;
              };
              leaveType: {
                id: string | null;
                name: string;
                isPaid: boolean | null;
              };
              fromDate: string;
              toDate: string;
              fromDateHalf: boolean;
              toDateHalf: boolean;
              totalDays: number;
              /** @enum {string} */
              status: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
              detailsVisible: boolean;
              reason: string | null;
              addressDuringLeave: string | null;
              emergencyContact: string | null;
              workAssignee: {
                id: string;
                name: string;
              } | null;
              hasAttachment: boolean | null;
              createdAt: string;
              decidedAt: string | null;
              awaiting: string | null;
              steps: {
                position: number;
                label: string;
                /** @enum {string} */
                status: 'waiting' | 'pending' | 'approved' | 'rejected' | 'skipped';
                approvers: {
                  id: string;
                  name: string;
                }[];
                decidedBy: {
                  id: string;
                  name: string;
                } | null;
                onBehalfOf: {
                  id: string;
                  name: string;
                } | null;
                decidedAt: string | null;
                comment: string | null;
                escalatedAt: string | null;
              }[];
              canDecide: boolean;
              canCancel: boolean;
              tasksDuringLeave: {
                id: string;
                reference: string;
                title: string;
                dueDate: string;
                status: string;
                link: string;
              }[];
              blackouts: {
                /** @enum {string} */
                effect: 'refuse' | 'extra_approval';
                reason: string;
              }[];
              balanceCheck: {
                projectedOn: string;
                remaining: number | null;
                covers: boolean;
                message: string;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveRequestsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          comment: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              employee: {
                id: string;
                name: string;
                employeeCode: string | null;
                department: string | null;
              };
              leaveType: {
                id: string | null;
                name: string;
                isPaid: boolean | null;
              };
              fromDate: string;
              toDate: string;
              fromDateHalf: boolean;
              toDateHalf: boolean;
              totalDays: number;
              /** @enum {string} */
              status: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
              detailsVisible: boolean;
              reason: string | null;
              addressDuringLeave: string | null;
              emergencyContact: string | null;
              workAssignee: {
                id: string;
                name: string;
              } | null;
              hasAttachment: boolean | null;
              createdAt: string;
              decidedAt: string | null;
              awaiting: string | null;
              steps: {
                position: number;
                label: string;
                /** @enum {string} */
                status: 'waiting' | 'pending' | 'approved' | 'rejected' | 'skipped';
                approvers: {
                  id: string;
                  name: string;
                }[];
                decidedBy: {
                  id: string;
                  name: string;
                } | null;
                onBehalfOf: {
                  id: string;
                  name: string;
                } | null;
                decidedAt: string | null;
                comment: string | null;
                escalatedAt: string | null;
              }[];
              canDecide: boolean;
              canCancel: boolean;
              tasksDuringLeave: {
                id: string;
                reference: string;
                title: string;
                dueDate: string;
                status: string;
                link: string;
              }[];
              blackouts: {
                /** @enum {string} */
                effect: 'refuse' | 'extra_approval';
                reason: string;
              }[];
              balanceCheck: {
                projectedOn: string;
                remaining: number | null;
                covers: boolean;
                message: string;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveRequestsBulkDecision: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: string[];
          /** @enum {string} */
          decision: 'approve' | 'reject';
          comment?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              decided: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveRequestsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              employee: {
                id: string;
                name: string;
                employeeCode: string | null;
                department: string | null;
              };
              leaveType: {
                id: string | null;
                name: string;
                isPaid: boolean | null;
              };
              fromDate: string;
              toDate: string;
              fromDateHalf: boolean;
              toDateHalf: boolean;
              totalDays: number;
              /** @enum {string} */
              status: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
              detailsVisible: boolean;
              reason: string | null;
              addressDuringLeave: string | null;
              emergencyContact: string | null;
              workAssignee: {
                id: string;
                name: string;
              } | null;
              hasAttachment: boolean | null;
              createdAt: string;
              decidedAt: string | null;
              awaiting: string | null;
              steps: {
                position: number;
                label: string;
                /** @enum {string} */
                status: 'waiting' | 'pending' | 'approved' | 'rejected' | 'skipped';
                approvers: {
                  id: string;
                  name: string;
                }[];
                decidedBy: {
                  id: string;
                  name: string;
                } | null;
                onBehalfOf: {
                  id: string;
                  name: string;
                } | null;
                decidedAt: string | null;
                comment: string | null;
                escalatedAt: string | null;
              }[];
              canDecide: boolean;
              canCancel: boolean;
              tasksDuringLeave: {
                id: string;
                reference: string;
                title: string;
                dueDate: string;
                status: string;
                link: string;
              }[];
              blackouts: {
                /** @enum {string} */
                effect: 'refuse' | 'extra_approval';
                reason: string;
              }[];
              balanceCheck: {
                projectedOn: string;
                remaining: number | null;
                covers: boolean;
                message: string;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveRequestsByIdCoverTasks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          taskIds?: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              watched: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveBlackouts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              startDate: string;
              endDate: string;
              department: {
                id: string;
                name: string;
              } | null;
              /** @enum {string} */
              effect: 'refuse' | 'extra_approval';
              reason: string;
              createdAt: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLeaveBlackouts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          startDate: string;
          endDate: string;
          /** Format: uuid */
          departmentId?: string | null;
          /** @enum {string} */
          effect: 'refuse' | 'extra_approval';
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              startDate: string;
              endDate: string;
              department: {
                id: string;
                name: string;
              } | null;
              /** @enum {string} */
              effect: 'refuse' | 'extra_approval';
              reason: string;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putLeaveBlackoutsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          startDate: string;
          endDate: string;
          /** Format: uuid */
          departmentId?: string | null;
          /** @enum {string} */
          effect: 'refuse' | 'extra_approval';
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              startDate: string;
              endDate: string;
              department: {
                id: string;
                name: string;
              } | null;
              /** @enum {string} */
              effect: 'refuse' | 'extra_approval';
              reason: string;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteLeaveBlackoutsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveAway: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              awayFrom: string | null;
              awayTo: string | null;
              delegate: {
                id: string;
                name: string;
              } | null;
              followsOwnLeave: boolean;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putLeaveAway: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          awayFrom?: string | null;
          awayTo?: string | null;
          /** Format: uuid */
          delegateId?: string | null;
          followsOwnLeave?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              awayFrom: string | null;
              awayTo: string | null;
              delegate: {
                id: string;
                name: string;
              } | null;
              followsOwnLeave: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveAvailability: {
    parameters: {
      query: {
        from: string;
        to: string;
        departmentId?: string;
        includePending?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              requestId: string;
              user: {
                id: string;
                name: string;
              };
              department: {
                id: string;
                name: string;
              } | null;
              leaveType: string;
              fromDate: string;
              toDate: string;
              fromDateHalf: boolean;
              toDateHalf: boolean;
              /** @enum {string} */
              status: 'Pending' | 'Approved';
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLeaveOnLeave: {
    parameters: {
      query: {
        userId: string;
        date: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              isOnLeave: boolean;
              leave: {
                requestId: string;
                leaveType: string;
                fromDate: string;
                toDate: string;
                /** @enum {string} */
                status: 'Pending' | 'Approved';
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeTimer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              userId: string;
              userName: string;
              task: {
                id: string;
                displayId: string;
                title: string;
                projectId: string | null;
                projectName: string | null;
                customerId: string;
                customerName: string;
              };
              date: string;
              startedAt: string | null;
              endedAt: string | null;
              minutes: number;
              isRunning: boolean;
              note: string | null;
              isBillable: boolean;
              isBilled: boolean;
              isLocked: boolean;
              createdAt: string;
              updatedAt: string;
            } | null;
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTimeTimer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          taskId: string;
          note?: string;
          isBillable?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              userId: string;
              userName: string;
              task: {
                id: string;
                displayId: string;
                title: string;
                projectId: string | null;
                projectName: string | null;
                customerId: string;
                customerName: string;
              };
              date: string;
              startedAt: string | null;
              endedAt: string | null;
              minutes: number;
              isRunning: boolean;
              note: string | null;
              isBillable: boolean;
              isBilled: boolean;
              isLocked: boolean;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTimeTimerStop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              userId: string;
              userName: string;
              task: {
                id: string;
                displayId: string;
                title: string;
                projectId: string | null;
                projectName: string | null;
                customerId: string;
                customerName: string;
              };
              date: string;
              startedAt: string | null;
              endedAt: string | null;
              minutes: number;
              isRunning: boolean;
              note: string | null;
              isBillable: boolean;
              isBilled: boolean;
              isLocked: boolean;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeEntries: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
        userId?: string;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              userId: string;
              userName: string;
              task: {
                id: string;
                displayId: string;
                title: string;
                projectId: string | null;
                projectName: string | null;
                customerId: string;
                customerName: string;
              };
              date: string;
              startedAt: string | null;
              endedAt: string | null;
              minutes: number;
              isRunning: boolean;
              note: string | null;
              isBillable: boolean;
              isBilled: boolean;
              isLocked: boolean;
              createdAt: string;
              updatedAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTimeEntries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          taskId: string;
          startedAt?: string;
          endedAt?: string;
          date?: string;
          durationMinutes?: number;
          note?: string;
          /** @default true */
          isBillable?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              userId: string;
              userName: string;
              task: {
                id: string;
                displayId: string;
                title: string;
                projectId: string | null;
                projectName: string | null;
                customerId: string;
                customerName: string;
              };
              date: string;
              startedAt: string | null;
              endedAt: string | null;
              minutes: number;
              isRunning: boolean;
              note: string | null;
              isBillable: boolean;
              isBilled: boolean;
              isLocked: boolean;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeEntriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              userId: string;
              userName: string;
              task: {
                id: string;
                displayId: string;
                title: string;
                projectId: string | null;
                projectName: string | null;
                customerId: string;
                customerName: string;
              };
              date: string;
              startedAt: string | null;
              endedAt: string | null;
              minutes: number;
              isRunning: boolean;
              note: string | null;
              isBillable: boolean;
              isBilled: boolean;
              isLocked: boolean;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteTimeEntriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchTimeEntriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          taskId: string;
          startedAt?: string;
          endedAt?: string;
          date?: string;
          durationMinutes?: number;
          note?: string;
          /** @default true */
          isBillable?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              userId: string;
              userName: string;
              task: {
                id: string;
                displayId: string;
                title: string;
                projectId: string | null;
                projectName: string | null;
                customerId: string;
                customerName: string;
              };
              date: string;
              startedAt: string | null;
              endedAt: string | null;
              minutes: number;
              isRunning: boolean;
              note: string | null;
              isBillable: boolean;
              isBilled: boolean;
              isLocked: boolean;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeTimesheet: {
    parameters: {
      query?: {
        userId?: string;
        week?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string | null;
              user: {
                id: string;
                name: string;
              };
              weekStart: string;
              days: string[];
              /** @enum {string} */
              status: 'open' | 'submitted' | 'approved' | 'returned' | 'reopened';
              isLocked: boolean;
              today: string;
              allowFutureTime: boolean;
              roundingMinutes: number;
              canDecide: boolean;
              rows: {
                task: {
                  id: string;
                  displayId: string;
                  title: string;
                  projectId: string | null;
                  projectName: string | null;
                  customerId: string;
                  customerName: string;
                };
                days: number[];
                total: number;
                billableMinutes: number;
              }[];
              dayTotals: number[];
              total: number;
              billableMinutes: number;
              hasRunningTimer: boolean;
              events: {
                /** @enum {string} */
                action: 'submitted' | 'withdrawn' | 'approved' | 'returned' | 'reopened';
                actorName: string | null;
                comment: string | null;
                at: string;
              }[];
              submitOpensOn: string;
              emptyWorkingDays: string[];
              reopenRequest: {
                at: string;
                reason: string | null;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putTimeTimesheetCells: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          taskId: string;
          date: string;
          minutes: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string | null;
              user: {
                id: string;
                name: string;
              };
              weekStart: string;
              days: string[];
              /** @enum {string} */
              status: 'open' | 'submitted' | 'approved' | 'returned' | 'reopened';
              isLocked: boolean;
              today: string;
              allowFutureTime: boolean;
              roundingMinutes: number;
              canDecide: boolean;
              rows: {
                task: {
                  id: string;
                  displayId: string;
                  title: string;
                  projectId: string | null;
                  projectName: string | null;
                  customerId: string;
                  customerName: string;
                };
                days: number[];
                total: number;
                billableMinutes: number;
              }[];
              dayTotals: number[];
              total: number;
              billableMinutes: number;
              hasRunningTimer: boolean;
              events: {
                /** @enum {string} */
                action: 'submitted' | 'withdrawn' | 'approved' | 'returned' | 'reopened';
                actorName: string | null;
                comment: string | null;
                at: string;
              }[];
              submitOpensOn: string;
              emptyWorkingDays: string[];
              reopenRequest: {
                at: string;
                reason: string | null;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTimeTimesheetSubmit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          week: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string | null;
              user: {
                id: string;
                name: string;
              };
              weekStart: string;
              days: string[];
              /** @enum {string} */
              status: 'open' | 'submitted' | 'approved' | 'returned' | 'reopened';
              isLocked: boolean;
              today: string;
              allowFutureTime: boolean;
              roundingMinutes: number;
              canDecide: boolean;
              rows: {
                task: {
                  id: string;
                  displayId: string;
                  title: string;
                  projectId: string | null;
                  projectName: string | null;
                  customerId: string;
                  customerName: string;
                };
                days: number[];
                total: number;
                billableMinutes: number;
              }[];
              dayTotals: number[];
              total: number;
              billableMinutes: number;
              hasRunningTimer: boolean;
              events: {
                /** @enum {string} */
                action: 'submitted' | 'withdrawn' | 'approved' | 'returned' | 'reopened';
                actorName: string | null;
                comment: string | null;
                at: string;
              }[];
              submitOpensOn: string;
              emptyWorkingDays: string[];
              reopenRequest: {
                at: string;
                reason: string | null;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTimeTimesheetWithdraw: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          week: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string | null;
              user: {
                id: string;
                name: string;
              };
              weekStart: string;
              days: string[];
              /** @enum {string} */
              status: 'open' | 'submitted' | 'approved' | 'returned' | 'reopened';
              isLocked: boolean;
              today: string;
              allowFutureTime: boolean;
              roundingMinutes: number;
              canDecide: boolean;
              rows: {
                task: {
                  id: string;
                  displayId: string;
                  title: string;
                  projectId: string | null;
                  projectName: string | null;
                  customerId: string;
                  customerName: string;
                };
                days: number[];
                total: number;
                billableMinutes: number;
              }[];
              dayTotals: number[];
              total: number;
              billableMinutes: number;
              hasRunningTimer: boolean;
              events: {
                /** @enum {string} */
                action: 'submitted' | 'withdrawn' | 'approved' | 'returned' | 'reopened';
                actorName: string | null;
                comment: string | null;
                at: string;
              }[];
              submitOpensOn: string;
              emptyWorkingDays: string[];
              reopenRequest: {
                at: string;
                reason: string | null;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTimeTimesheetReopenRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          week: string;
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string | null;
              user: {
                id: string;
                name: string;
              };
              weekStart: string;
              days: string[];
              /** @enum {string} */
              status: 'open' | 'submitted' | 'approved' | 'returned' | 'reopened';
              isLocked: boolean;
              today: string;
              allowFutureTime: boolean;
              roundingMinutes: number;
              canDecide: boolean;
              rows: {
                task: {
                  id: string;
                  displayId: string;
                  title: string;
                  projectId: string | null;
                  projectName: string | null;
                  customerId: string;
                  customerName: string;
                };
                days: number[];
                total: number;
                billableMinutes: number;
              }[];
              dayTotals: number[];
              total: number;
              billableMinutes: number;
              hasRunningTimer: boolean;
              events: {
                /** @enum {string} */
                action: 'submitted' | 'withdrawn' | 'approved' | 'returned' | 'reopened';
                actorName: string | null;
                comment: string | null;
                at: string;
              }[];
              submitOpensOn: string;
              emptyWorkingDays: string[];
              reopenRequest: {
                at: string;
                reason: string | null;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTimeTimesheetsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string | null;
              user: {
                id: string;
                name: string;
              };
              weekStart: string;
              days: string[];
              /** @enum {string} */
              status: 'open' | 'submitted' | 'approved' | 'returned' | 'reopened';
              isLocked: boolean;
              today: string;
              allowFutureTime: boolean;
              roundingMinutes: number;
              canDecide: boolean;
              rows: {
                task: {
                  id: string;
                  displayId: string;
                  title: string;
                  projectId: string | null;
                  projectName: string | null;
                  customerId: string;
                  customerName: string;
                };
                days: number[];
                total: number;
                billableMinutes: number;
              }[];
              dayTotals: number[];
              total: number;
              billableMinutes: number;
              hasRunningTimer: boolean;
              events: {
                /** @enum {string} */
                action: 'submitted' | 'withdrawn' | 'approved' | 'returned' | 'reopened';
                actorName: string | null;
                comment: string | null;
                at: string;
              }[];
              submitOpensOn: string;
              emptyWorkingDays: string[];
              reopenRequest: {
                at: string;
                reason: string | null;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTimeTimesheetsByIdReopen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string | null;
              user: {
                id: string;
                name: string;
              };
              weekStart: string;
              days: string[];
              /** @enum {string} */
              status: 'open' | 'submitted' | 'approved' | 'returned' | 'reopened';
              isLocked: boolean;
              today: string;
              allowFutureTime: boolean;
              roundingMinutes: number;
              canDecide: boolean;
              rows: {
                task: {
                  id: string;
                  displayId: string;
                  title: string;
                  projectId: string | null;
                  projectName: string | null;
                  customerId: string;
                  customerName: string;
                };
                days: number[];
                total: number;
                billableMinutes: number;
              }[];
              dayTotals: number[];
              total: number;
              billableMinutes: number;
              hasRunningTimer: boolean;
              events: {
                /** @enum {string} */
                action: 'submitted' | 'withdrawn' | 'approved' | 'returned' | 'reopened';
                actorName: string | null;
                comment: string | null;
                at: string;
              }[];
              submitOpensOn: string;
              emptyWorkingDays: string[];
              reopenRequest: {
                at: string;
                reason: string | null;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTimeTimesheetsByIdReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          comment: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string | null;
              user: {
                id: string;
                name: string;
              };
              weekStart: string;
              days: string[];
              /** @enum {string} */
              status: 'open' | 'submitted' | 'approved' | 'returned' | 'reopened';
              isLocked: boolean;
              today: string;
              allowFutureTime: boolean;
              roundingMinutes: number;
              canDecide: boolean;
              rows: {
                task: {
                  id: string;
                  displayId: string;
                  title: string;
                  projectId: string | null;
                  projectName: string | null;
                  customerId: string;
                  customerName: string;
                };
                days: number[];
                total: number;
                billableMinutes: number;
              }[];
              dayTotals: number[];
              total: number;
              billableMinutes: number;
              hasRunningTimer: boolean;
              events: {
                /** @enum {string} */
                action: 'submitted' | 'withdrawn' | 'approved' | 'returned' | 'reopened';
                actorName: string | null;
                comment: string | null;
                at: string;
              }[];
              submitOpensOn: string;
              emptyWorkingDays: string[];
              reopenRequest: {
                at: string;
                reason: string | null;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeTeamTimesheets: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        week?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              user: {
                id: string;
                name: string;
              };
              weeks: {
                id: string | null;
                weekStart: string;
                /** @enum {string} */
                status: 'open' | 'submitted' | 'approved' | 'returned' | 'reopened';
                minutes: number;
              }[];
            }[];
            weeks: string[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimePeople: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeSummary: {
    parameters: {
      query: {
        from: string;
        to: string;
        userId?: string;
        team?: '1';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              currency: string;
              byTask: {
                id: string | null;
                name: string;
                billableMinutes: number;
                nonBillableMinutes: number;
                amount?: number | null;
              }[];
              byProject: {
                id: string | null;
                name: string;
                billableMinutes: number;
                nonBillableMinutes: number;
                amount?: number | null;
              }[];
              byCustomer: {
                id: string | null;
                name: string;
                billableMinutes: number;
                nonBillableMinutes: number;
                amount?: number | null;
              }[];
              billableMinutes: number;
              nonBillableMinutes: number;
              amount?: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeRatesProjects: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              hourlyRate: number | null;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeRatesPeople: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              hourlyRate: number | null;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putTimeRates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          projectId?: string;
          /** Format: uuid */
          userId?: string;
          hourlyRate: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              hourlyRate: number | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeBillingPreview: {
    parameters: {
      query: {
        customerId: string;
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              currency: string;
              entryCount: number;
              minutes: number;
              amount: number;
              unratedEntryCount: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeBillingBatches: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customerId: string;
              customerName: string;
              from: string;
              to: string;
              entryCount: number;
              minutes: number;
              amount: number;
              currency: string;
              createdByName: string | null;
              createdAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postTimeBillingBatches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          customerId: string;
          from: string;
          to: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customerId: string;
              customerName: string;
              from: string;
              to: string;
              entryCount: number;
              minutes: number;
              amount: number;
              currency: string;
              createdByName: string | null;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTimeBillingExportCsv: {
    parameters: {
      query: {
        customerId: string;
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getBillingSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              invoicePrefix: string;
              creditNotePrefix: string;
              defaultSac: string;
              defaultTaxRateBp: number;
              taxName: string;
              paymentTermsDays: number;
              isGst: boolean;
              fyStartMonth: number;
              currency: string;
              legalName?: string;
              gstin?: string | null;
              gstStateCode?: string | null;
              pan?: string | null;
              paymentInstructions?: string;
              footer?: string;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putBillingSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          legalName?: string;
          gstin?: string | null;
          gstStateCode?: string | null;
          pan?: string | null;
          invoicePrefix: string;
          creditNotePrefix: string;
          defaultSac: string;
          defaultTaxRateBp: number;
          taxName: string;
          paymentTermsDays: number;
          paymentInstructions?: string;
          footer?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              invoicePrefix: string;
              creditNotePrefix: string;
              defaultSac: string;
              defaultTaxRateBp: number;
              taxName: string;
              paymentTermsDays: number;
              isGst: boolean;
              fyStartMonth: number;
              currency: string;
              legalName?: string;
              gstin?: string | null;
              gstStateCode?: string | null;
              pan?: string | null;
              paymentInstructions?: string;
              footer?: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getBillingUnbilled: {
    parameters: {
      query?: {
        upTo?: string;
        q?: string;
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              customerId: string;
              customerName: string;
              feeCount: number;
              feesMinor: number;
              timeMinutes: number;
              timeMinor: number;
              unratedMinutes: number;
              totalMinor: number;
              oldestDate: string | null;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
            totals: {
              totalMinor: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomersByIdUnbilled: {
    parameters: {
      query?: {
        upTo?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              customerId: string;
              customerName: string;
              currency: string;
              fees: {
                clientJobId: string;
                clientServiceId: string;
                serviceId: string;
                serviceName: string;
                title: string;
                periodLabel: string;
                completedAt: string | null;
                feeMinor: number;
              }[];
              time: {
                userId: string;
                userName: string;
                minutes: number;
                entryCount: number;
                hourlyRateMinor: number | null;
                valueMinor: number | null;
                firstDate: string;
                lastDate: string;
              }[];
              awaitingApprovalMinutes: number;
              totalMinor: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getInvoices: {
    parameters: {
      query?: {
        customerId?: string;
        status?: 'draft' | 'issued' | 'part_paid' | 'paid' | 'overdue' | 'void';
        kind?: 'invoice' | 'credit_note';
        q?: string;
        from?: string;
        to?: string;
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'draft' | 'issued' | 'void';
              /** @enum {string} */
              viewStatus: 'draft' | 'issued' | 'part_paid' | 'paid' | 'overdue' | 'void';
              number: string | null;
              customerId: string;
              customerName: string;
              issueDate: string | null;
              dueDate: string | null;
              currency: string;
              totalMinor: number;
              paidMinor: number;
              creditedMinor: number;
              outstandingMinor: number;
              periodLabel: string | null;
              createdAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          customerId: string;
          /** Format: date */
          upTo?: string;
          /** @default true */
          fromUnbilled?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'draft' | 'issued' | 'void';
              /** @enum {string} */
              viewStatus: 'draft' | 'issued' | 'part_paid' | 'paid' | 'overdue' | 'void';
              number: string | null;
              customerId: string;
              customerName: string;
              issueDate: string | null;
              dueDate: string | null;
              currency: string;
              totalMinor: number;
              paidMinor: number;
              creditedMinor: number;
              outstandingMinor: number;
              periodLabel: string | null;
              createdAt: string;
              creditNoteOf: {
                id: string;
                number: string | null;
              } | null;
              creditNotes: {
                id: string;
                number: string | null;
                totalMinor: number;
                /** @enum {string} */
                status: 'draft' | 'issued' | 'void';
              }[];
              placeOfSupply: string | null;
              placeOfSupplyName: string | null;
              /** @enum {string} */
              taxRegime: 'gst_intra' | 'gst_inter' | 'other';
              taxName: string;
              supplier: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              recipient: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              lines: {
                id: string;
                position: number;
                /** @enum {string} */
                kind: 'fee' | 'time' | 'item';
                description: string;
                sacCode: string | null;
                quantityMilli: number;
                unitPriceMinor: number;
                amountMinor: number;
                taxRateBp: number;
                cgstMinor: number;
                sgstMinor: number;
                igstMinor: number;
                otherTaxMinor: number;
                clientJobId: string | null;
                serviceId: string | null;
                userId: string | null;
                minutes: number | null;
              }[];
              subtotalMinor: number;
              cgstMinor: number;
              sgstMinor: number;
              igstMinor: number;
              otherTaxMinor: number;
              totalInWords: string;
              notes: string | null;
              voidReason: string | null;
              paymentInstructions: string | null;
              footer: string | null;
              payments: {
                paymentId: string;
                receivedOn: string;
                /** @enum {string} */
                mode: 'upi' | 'bank_transfer' | 'cheque' | 'cash' | 'card';
                reference: string | null;
                amountMinor: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInvoicesMonthDrafts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          month: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              jobId: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getInvoicesMonthDraftsByJobId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'running' | 'done' | 'failed';
              done: number;
              total: number;
              created: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getInvoicesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'draft' | 'issued' | 'void';
              /** @enum {string} */
              viewStatus: 'draft' | 'issued' | 'part_paid' | 'paid' | 'overdue' | 'void';
              number: string | null;
              customerId: string;
              customerName: string;
              issueDate: string | null;
              dueDate: string | null;
              currency: string;
              totalMinor: number;
              paidMinor: number;
              creditedMinor: number;
              outstandingMinor: number;
              periodLabel: string | null;
              createdAt: string;
              creditNoteOf: {
                id: string;
                number: string | null;
              } | null;
              creditNotes: {
                id: string;
                number: string | null;
                totalMinor: number;
                /** @enum {string} */
                status: 'draft' | 'issued' | 'void';
              }[];
              placeOfSupply: string | null;
              placeOfSupplyName: string | null;
              /** @enum {string} */
              taxRegime: 'gst_intra' | 'gst_inter' | 'other';
              taxName: string;
              supplier: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              recipient: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              lines: {
                id: string;
                position: number;
                /** @enum {string} */
                kind: 'fee' | 'time' | 'item';
                description: string;
                sacCode: string | null;
                quantityMilli: number;
                unitPriceMinor: number;
                amountMinor: number;
                taxRateBp: number;
                cgstMinor: number;
                sgstMinor: number;
                igstMinor: number;
                otherTaxMinor: number;
                clientJobId: string | null;
                serviceId: string | null;
                userId: string | null;
                minutes: number | null;
              }[];
              subtotalMinor: number;
              cgstMinor: number;
              sgstMinor: number;
              igstMinor: number;
              otherTaxMinor: number;
              totalInWords: string;
              notes: string | null;
              voidReason: string | null;
              paymentInstructions: string | null;
              footer: string | null;
              payments: {
                paymentId: string;
                receivedOn: string;
                /** @enum {string} */
                mode: 'upi' | 'bank_transfer' | 'cheque' | 'cash' | 'card';
                reference: string | null;
                amountMinor: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putInvoicesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          lines: {
            /** Format: uuid */
            id?: string;
            description: string;
            sacCode?: string | null;
            quantityMilli: number;
            unitPriceMinor: number;
            taxRateBp: number;
          }[];
          placeOfSupply?: string | null;
          /** Format: date */
          dueDate?: string | null;
          notes?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'draft' | 'issued' | 'void';
              /** @enum {string} */
              viewStatus: 'draft' | 'issued' | 'part_paid' | 'paid' | 'overdue' | 'void';
              number: string | null;
              customerId: string;
              customerName: string;
              issueDate: string | null;
              dueDate: string | null;
              currency: string;
              totalMinor: number;
              paidMinor: number;
              creditedMinor: number;
              outstandingMinor: number;
              periodLabel: string | null;
              createdAt: string;
              creditNoteOf: {
                id: string;
                number: string | null;
              } | null;
              creditNotes: {
                id: string;
                number: string | null;
                totalMinor: number;
                /** @enum {string} */
                status: 'draft' | 'issued' | 'void';
              }[];
              placeOfSupply: string | null;
              placeOfSupplyName: string | null;
              /** @enum {string} */
              taxRegime: 'gst_intra' | 'gst_inter' | 'other';
              taxName: string;
              supplier: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              recipient: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              lines: {
                id: string;
                position: number;
                /** @enum {string} */
                kind: 'fee' | 'time' | 'item';
                description: string;
                sacCode: string | null;
                quantityMilli: number;
                unitPriceMinor: number;
                amountMinor: number;
                taxRateBp: number;
                cgstMinor: number;
                sgstMinor: number;
                igstMinor: number;
                otherTaxMinor: number;
                clientJobId: string | null;
                serviceId: string | null;
                userId: string | null;
                minutes: number | null;
              }[];
              subtotalMinor: number;
              cgstMinor: number;
              sgstMinor: number;
              igstMinor: number;
              otherTaxMinor: number;
              totalInWords: string;
              notes: string | null;
              voidReason: string | null;
              paymentInstructions: string | null;
              footer: string | null;
              payments: {
                paymentId: string;
                receivedOn: string;
                /** @enum {string} */
                mode: 'upi' | 'bank_transfer' | 'cheque' | 'cash' | 'card';
                reference: string | null;
                amountMinor: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteInvoicesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInvoicesByIdIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date */
          issueDate?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'draft' | 'issued' | 'void';
              /** @enum {string} */
              viewStatus: 'draft' | 'issued' | 'part_paid' | 'paid' | 'overdue' | 'void';
              number: string | null;
              customerId: string;
              customerName: string;
              issueDate: string | null;
              dueDate: string | null;
              currency: string;
              totalMinor: number;
              paidMinor: number;
              creditedMinor: number;
              outstandingMinor: number;
              periodLabel: string | null;
              createdAt: string;
              creditNoteOf: {
                id: string;
                number: string | null;
              } | null;
              creditNotes: {
                id: string;
                number: string | null;
                totalMinor: number;
                /** @enum {string} */
                status: 'draft' | 'issued' | 'void';
              }[];
              placeOfSupply: string | null;
              placeOfSupplyName: string | null;
              /** @enum {string} */
              taxRegime: 'gst_intra' | 'gst_inter' | 'other';
              taxName: string;
              supplier: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              recipient: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              lines: {
                id: string;
                position: number;
                /** @enum {string} */
                kind: 'fee' | 'time' | 'item';
                description: string;
                sacCode: string | null;
                quantityMilli: number;
                unitPriceMinor: number;
                amountMinor: number;
                taxRateBp: number;
                cgstMinor: number;
                sgstMinor: number;
                igstMinor: number;
                otherTaxMinor: number;
                clientJobId: string | null;
                serviceId: string | null;
                userId: string | null;
                minutes: number | null;
              }[];
              subtotalMinor: number;
              cgstMinor: number;
              sgstMinor: number;
              igstMinor: number;
              otherTaxMinor: number;
              totalInWords: string;
              notes: string | null;
              voidReason: string | null;
              paymentInstructions: string | null;
              footer: string | null;
              payments: {
                paymentId: string;
                receivedOn: string;
                /** @enum {string} */
                mode: 'upi' | 'bank_transfer' | 'cheque' | 'cash' | 'card';
                reference: string | null;
                amountMinor: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInvoicesByIdVoid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'draft' | 'issued' | 'void';
              /** @enum {string} */
              viewStatus: 'draft' | 'issued' | 'part_paid' | 'paid' | 'overdue' | 'void';
              number: string | null;
              customerId: string;
              customerName: string;
              issueDate: string | null;
              dueDate: string | null;
              currency: string;
              totalMinor: number;
              paidMinor: number;
              creditedMinor: number;
              outstandingMinor: number;
              periodLabel: string | null;
              createdAt: string;
              creditNoteOf: {
                id: string;
                number: string | null;
              } | null;
              creditNotes: {
                id: string;
                number: string | null;
                totalMinor: number;
                /** @enum {string} */
                status: 'draft' | 'issued' | 'void';
              }[];
              placeOfSupply: string | null;
              placeOfSupplyName: string | null;
              /** @enum {string} */
              taxRegime: 'gst_intra' | 'gst_inter' | 'other';
              taxName: string;
              supplier: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              recipient: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              lines: {
                id: string;
                position: number;
                /** @enum {string} */
                kind: 'fee' | 'time' | 'item';
                description: string;
                sacCode: string | null;
                quantityMilli: number;
                unitPriceMinor: number;
                amountMinor: number;
                taxRateBp: number;
                cgstMinor: number;
                sgstMinor: number;
                igstMinor: number;
                otherTaxMinor: number;
                clientJobId: string | null;
                serviceId: string | null;
                userId: string | null;
                minutes: number | null;
              }[];
              subtotalMinor: number;
              cgstMinor: number;
              sgstMinor: number;
              igstMinor: number;
              otherTaxMinor: number;
              totalInWords: string;
              notes: string | null;
              voidReason: string | null;
              paymentInstructions: string | null;
              footer: string | null;
              payments: {
                paymentId: string;
                receivedOn: string;
                /** @enum {string} */
                mode: 'upi' | 'bank_transfer' | 'cheque' | 'cash' | 'card';
                reference: string | null;
                amountMinor: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInvoicesByIdCreditNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
          lines?: {
            /** Format: uuid */
            id?: string;
            description: string;
            sacCode?: string | null;
            quantityMilli: number;
            unitPriceMinor: number;
            taxRateBp: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'draft' | 'issued' | 'void';
              /** @enum {string} */
              viewStatus: 'draft' | 'issued' | 'part_paid' | 'paid' | 'overdue' | 'void';
              number: string | null;
              customerId: string;
              customerName: string;
              issueDate: string | null;
              dueDate: string | null;
              currency: string;
              totalMinor: number;
              paidMinor: number;
              creditedMinor: number;
              outstandingMinor: number;
              periodLabel: string | null;
              createdAt: string;
              creditNoteOf: {
                id: string;
                number: string | null;
              } | null;
              creditNotes: {
                id: string;
                number: string | null;
                totalMinor: number;
                /** @enum {string} */
                status: 'draft' | 'issued' | 'void';
              }[];
              placeOfSupply: string | null;
              placeOfSupplyName: string | null;
              /** @enum {string} */
              taxRegime: 'gst_intra' | 'gst_inter' | 'other';
              taxName: string;
              supplier: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              recipient: {
                name: string;
                address: string | null;
                gstin: string | null;
                stateCode: string | null;
                stateName: string | null;
                pan: string | null;
                email: string | null;
              };
              lines: {
                id: string;
                position: number;
                /** @enum {string} */
                kind: 'fee' | 'time' | 'item';
                description: string;
                sacCode: string | null;
                quantityMilli: number;
                unitPriceMinor: number;
                amountMinor: number;
                taxRateBp: number;
                cgstMinor: number;
                sgstMinor: number;
                igstMinor: number;
                otherTaxMinor: number;
                clientJobId: string | null;
                serviceId: string | null;
                userId: string | null;
                minutes: number | null;
              }[];
              subtotalMinor: number;
              cgstMinor: number;
              sgstMinor: number;
              igstMinor: number;
              otherTaxMinor: number;
              totalInWords: string;
              notes: string | null;
              voidReason: string | null;
              paymentInstructions: string | null;
              footer: string | null;
              payments: {
                paymentId: string;
                receivedOn: string;
                /** @enum {string} */
                mode: 'upi' | 'bank_transfer' | 'cheque' | 'cash' | 'card';
                reference: string | null;
                amountMinor: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPayments: {
    parameters: {
      query?: {
        customerId?: string;
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customerId: string;
              customerName: string;
              receivedOn: string;
              amountMinor: number;
              currency: string;
              /** @enum {string} */
              mode: 'upi' | 'bank_transfer' | 'cheque' | 'cash' | 'card';
              reference: string | null;
              note: string | null;
              allocations: {
                invoiceId: string;
                number: string | null;
                amountMinor: number;
              }[];
              unallocatedMinor: number;
              createdAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPayments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          customerId: string;
          receivedOn: string;
          amountMinor: number;
          /** @enum {string} */
          mode: 'upi' | 'bank_transfer' | 'cheque' | 'cash' | 'card';
          reference?: string;
          note?: string;
          /** @default [] */
          allocations?: {
            /** Format: uuid */
            invoiceId: string;
            amountMinor: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              customerId: string;
              customerName: string;
              receivedOn: string;
              amountMinor: number;
              currency: string;
              /** @enum {string} */
              mode: 'upi' | 'bank_transfer' | 'cheque' | 'cash' | 'card';
              reference: string | null;
              note: string | null;
              allocations: {
                invoiceId: string;
                number: string | null;
                amountMinor: number;
              }[];
              unallocatedMinor: number;
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deletePaymentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getBillingBalances: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              customerId: string;
              customerName: string;
              currency: string;
              outstandingMinor: number;
              advanceMinor: number;
              ageing: {
                '0-30': number;
                '31-60': number;
                '61-90': number;
                '90+': number;
              };
              oldestIssueDate: string | null;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
            totals: {
              outstandingMinor: number;
              advanceMinor: number;
              ageing: {
                '0-30': number;
                '31-60': number;
                '61-90': number;
                '90+': number;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomersByIdBalance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              customerId: string;
              customerName: string;
              currency: string;
              outstandingMinor: number;
              advanceMinor: number;
              ageing: {
                '0-30': number;
                '31-60': number;
                '61-90': number;
                '90+': number;
              };
              oldestIssueDate: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomersByIdStatement: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              customerId: string;
              customerName: string;
              currency: string;
              from: string;
              to: string;
              openingMinor: number;
              lines: {
                date: string;
                /** @enum {string} */
                kind: 'invoice' | 'credit_note' | 'payment' | 'void';
                reference: string;
                description: string;
                debitMinor: number;
                creditMinor: number;
                balanceMinor: number;
              }[];
              closingMinor: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getInvoicesByIdPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInvoicesByIdSend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contactIds?: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              sentTo: string[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCustomersByIdStatementPdf: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getProjectsByIdGantt: {
    parameters: {
      query?: {
        offset?: number;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              project: {
                id: string;
                key: string;
                name: string;
                startDate: string;
                targetEndDate: string;
              };
              range: {
                from: string;
                to: string;
              };
              today: string;
              workWeek: number[];
              tasks: {
                id: string;
                displayId: string;
                title: string;
                status: string;
                startDate: string;
                dueDate: string;
                hasStartDate: boolean;
                progress: number;
                assignee: {
                  id: string;
                  name: string;
                };
                assigneeLeaveDays: string[];
                subtasks: {
                  id: string;
                  title: string;
                  isDone: boolean;
                }[];
              }[];
              window: {
                offset: number;
                limit: number;
                total: number;
              };
              milestones: {
                id: string;
                name: string;
                date: string;
                isDone: boolean;
              }[];
              dependencies: {
                id: string;
                predecessorId: string;
                successorId: string;
                lagDays: number;
                conflict: string | null;
              }[];
              nonWorkingDays: {
                date: string;
                holiday: string | null;
              }[];
              canEdit: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTasksByIdDependencies: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              predecessors: {
                id: string;
                /** @enum {string} */
                type: 'finish_to_start';
                lagDays: number;
                predecessor: {
                  id: string;
                  displayId: string;
                  title: string;
                  status: string;
                  startDate: string | null;
                  dueDate: string;
                };
                successor: {
                  id: string;
                  displayId: string;
                  title: string;
                  status: string;
                  startDate: string | null;
                  dueDate: string;
                };
              }[];
              successors: {
                id: string;
                /** @enum {string} */
                type: 'finish_to_start';
                lagDays: number;
                predecessor: {
                  id: string;
                  displayId: string;
                  title: string;
                  status: string;
                  startDate: string | null;
                  dueDate: string;
                };
                successor: {
                  id: string;
                  displayId: string;
                  title: string;
                  status: string;
                  startDate: string | null;
                  dueDate: string;
                };
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putTasksByIdSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          startDate?: string;
          dueDate: string;
          /** @default false */
          shiftSuccessors?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              task: {
                id: string;
                displayId: string;
                title: string;
                startDate: string;
                dueDate: string;
              };
              shifted: {
                id: string;
                displayId: string;
                title: string;
                startDate: string;
                dueDate: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postDependencies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          predecessorId: string;
          /** Format: uuid */
          successorId: string;
          /** @default 0 */
          lagDays?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              type: 'finish_to_start';
              lagDays: number;
              predecessor: {
                id: string;
                displayId: string;
                title: string;
                status: string;
                startDate: string | null;
                dueDate: string;
              };
              successor: {
                id: string;
                displayId: string;
                title: string;
                status: string;
                startDate: string | null;
                dueDate: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteDependenciesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getWorkload: {
    parameters: {
      query?: {
        from?: string;
        weeks?: number;
        page?: number;
        pageSize?: number;
        q?: string;
        scope?: 'team' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              weeks: {
                start: string;
                end: string;
                workingDays: number;
                isCurrent: boolean;
              }[];
              rows: {
                person: {
                  id: string;
                  name: string;
                  jobTitle: string | null;
                };
                weeks: {
                  hours: number;
                  tasks: number;
                  unestimated: number;
                  capacity: number;
                  leaveDays: number;
                  carriedOver: {
                    hours: number;
                    tasks: number;
                    unestimated: number;
                  } | null;
                  isOverbooked: boolean;
                }[];
              }[];
              totals: {
                weeks: {
                  hours: number;
                  tasks: number;
                  unestimated: number;
                }[];
                carriedOver: {
                  hours: number;
                  tasks: number;
                  unestimated: number;
                };
              };
            };
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTaskCalendar: {
    parameters: {
      query: {
        from: string;
        to: string;
        projectId?: string;
        assigneeId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              tasks: {
                id: string;
                displayId: string;
                title: string;
                status: string;
                startDate: string | null;
                dueDate: string;
                assignee: {
                  id: string;
                  name: string;
                };
                projectId: string | null;
              }[];
              milestones: {
                id: string;
                name: string;
                date: string;
                isDone: boolean;
                projectId: string;
                projectName: string;
              }[];
              isTruncated: boolean;
              canEdit: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsTasks: {
    parameters: {
      query?: {
        type?: 'summary' | 'detailed' | 'custom';
        dateBasis?: 'created' | 'due' | 'completed';
        from?: string | null;
        to?: string | null;
        customerId?: string;
        projectId?: string;
        departmentId?: string;
        userId?: string;
        priority?: string;
        taskType?: string;
        workType?: string;
        groupBy?: string;
        columns?: string;
        scope?: 'mine' | 'team' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              groupBy: (
                | 'customer'
                | 'user'
                | 'project'
                | 'department'
                | 'priority'
                | 'status'
                | 'workType'
                | 'month'
              )[];
              columns: ('completed' | 'pending' | 'inProcess' | 'onTime' | 'overdue' | 'total')[];
              rows: {
                keys: {
                  /** @enum {string} */
                  grouping:
                    | 'customer'
                    | 'user'
                    | 'project'
                    | 'department'
                    | 'priority'
                    | 'status'
                    | 'workType'
                    | 'month';
                  value: string | null;
                  label: string;
                }[];
                counts: {
                  completed: number;
                  pending: number;
                  inProcess: number;
                  onTime: number;
                  overdue: number;
                  total: number;
                };
              }[];
              grandTotal: {
                completed: number;
                pending: number;
                inProcess: number;
                onTime: number;
                overdue: number;
                total: number;
              };
              /** @enum {string} */
              scope: 'mine' | 'team' | 'all';
              timeZone: string;
              today: string;
              generatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsTasksRows: {
    parameters: {
      query?: {
        type?: 'summary' | 'detailed' | 'custom';
        dateBasis?: 'created' | 'due' | 'completed';
        from?: string | null;
        to?: string | null;
        customerId?: string;
        projectId?: string;
        departmentId?: string;
        userId?: string;
        priority?: string;
        taskType?: string;
        workType?: string;
        groupBy?: string;
        columns?: string;
        scope?: 'mine' | 'team' | 'all';
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              displayId: string;
              title: string;
              customer: string;
              assignee: string;
              project: string | null;
              department: string | null;
              /** @enum {string} */
              status: 'Pending' | 'In Progress' | 'Completed' | 'On Hold';
              /** @enum {string} */
              priority: 'Critical' | 'High' | 'Medium' | 'Low';
              workType: string;
              taskType: string | null;
              createdAt: string;
              dueDate: string;
              completedAt: string | null;
              hoursLogged: number;
              /** @enum {string|null} */
              timeliness: 'onTime' | 'overdue' | null;
            }[];
            meta: {
              page: number;
              pageSize: number;
              hasMore: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsTasksExportCsv: {
    parameters: {
      query?: {
        type?: 'summary' | 'detailed' | 'custom';
        dateBasis?: 'created' | 'due' | 'completed';
        from?: string | null;
        to?: string | null;
        customerId?: string;
        projectId?: string;
        departmentId?: string;
        userId?: string;
        priority?: string;
        taskType?: string;
        workType?: string;
        groupBy?: string;
        columns?: string;
        scope?: 'mine' | 'team' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsTasksExportXlsx: {
    parameters: {
      query?: {
        type?: 'summary' | 'detailed' | 'custom';
        dateBasis?: 'created' | 'due' | 'completed';
        from?: string | null;
        to?: string | null;
        customerId?: string;
        projectId?: string;
        departmentId?: string;
        userId?: string;
        priority?: string;
        taskType?: string;
        workType?: string;
        groupBy?: string;
        columns?: string;
        scope?: 'mine' | 'team' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsTasksExportPdf: {
    parameters: {
      query?: {
        type?: 'summary' | 'detailed' | 'custom';
        dateBasis?: 'created' | 'due' | 'completed';
        from?: string | null;
        to?: string | null;
        customerId?: string;
        projectId?: string;
        departmentId?: string;
        userId?: string;
        priority?: string;
        taskType?: string;
        workType?: string;
        groupBy?: string;
        columns?: string;
        scope?: 'mine' | 'team' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsDefinitions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              /** @enum {string} */
              type:
                | 'summary'
                | 'detailed'
                | 'custom'
                | 'billing-revenue'
                | 'billing-unbilled'
                | 'billing-missed'
                | 'billing-realisation';
              params: {
                [key: string]: string;
              };
              isShared: boolean;
              isMine: boolean;
              owner: {
                id: string;
                name: string;
              };
              updatedAt: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postReportsDefinitions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          type:
            | 'summary'
            | 'detailed'
            | 'custom'
            | 'billing-revenue'
            | 'billing-unbilled'
            | 'billing-missed'
            | 'billing-realisation';
          params: {
            [key: string]: string;
          };
          /** @default false */
          isShared?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              /** @enum {string} */
              type:
                | 'summary'
                | 'detailed'
                | 'custom'
                | 'billing-revenue'
                | 'billing-unbilled'
                | 'billing-missed'
                | 'billing-realisation';
              params: {
                [key: string]: string;
              };
              isShared: boolean;
              isMine: boolean;
              owner: {
                id: string;
                name: string;
              };
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putReportsDefinitionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          type:
            | 'summary'
            | 'detailed'
            | 'custom'
            | 'billing-revenue'
            | 'billing-unbilled'
            | 'billing-missed'
            | 'billing-realisation';
          params: {
            [key: string]: string;
          };
          /** @default false */
          isShared?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              /** @enum {string} */
              type:
                | 'summary'
                | 'detailed'
                | 'custom'
                | 'billing-revenue'
                | 'billing-unbilled'
                | 'billing-missed'
                | 'billing-realisation';
              params: {
                [key: string]: string;
              };
              isShared: boolean;
              isMine: boolean;
              owner: {
                id: string;
                name: string;
              };
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteReportsDefinitionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              timeZone: string;
              me: {
                weekStart: string;
                weekEnd: string;
                today: string;
                openTasks: number;
                overdueTasks: number;
                dueThisWeek: number;
                time: {
                  minutes: number;
                  timesheetStatus: string;
                } | null;
                leave:
                  | {
                      leaveTypeId: string;
                      leaveTypeName: string;
                      remaining: number;
                    }[]
                  | null;
              };
              team: {
                /** @enum {string} */
                scope: 'team' | 'all';
                status: {
                  Pending: number;
                  'In Progress': number;
                  Completed: number;
                  'On Hold': number;
                };
                overdueByAssignee: {
                  user: {
                    id: string;
                    name: string;
                  };
                  overdue: number;
                }[];
                completionTrend: {
                  weekStart: string;
                  completed: number;
                  onTime: number;
                }[];
                whoIsOut:
                  | {
                      user: {
                        id: string;
                        name: string;
                      };
                      label: string;
                      fromDate: string;
                      toDate: string;
                    }[]
                  | null;
                timesheetsWaiting: number | null;
                leaveWaiting: number | null;
              } | null;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsDashboardPdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsSchedules: {
    parameters: {
      query?: {
        definitionId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              definitionId: string;
              definitionName: string;
              /** @enum {string} */
              frequency: 'weekly' | 'monthly';
              /** @enum {string} */
              format: 'csv' | 'xlsx' | 'pdf';
              recipients: {
                id: string;
                name: string;
              }[];
              nextRunAt: string;
              lastRunAt: string | null;
              isActive: boolean;
              /** @enum {string|null} */
              stoppedReason: 'paused' | 'owner_inactive' | 'owner_not_allowed' | null;
              stoppedAt: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postReportsSchedules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          definitionId: string;
          /** @enum {string} */
          frequency: 'weekly' | 'monthly';
          /** @enum {string} */
          format: 'csv' | 'xlsx' | 'pdf';
          recipientIds: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              definitionId: string;
              definitionName: string;
              /** @enum {string} */
              frequency: 'weekly' | 'monthly';
              /** @enum {string} */
              format: 'csv' | 'xlsx' | 'pdf';
              recipients: {
                id: string;
                name: string;
              }[];
              nextRunAt: string;
              lastRunAt: string | null;
              isActive: boolean;
              /** @enum {string|null} */
              stoppedReason: 'paused' | 'owner_inactive' | 'owner_not_allowed' | null;
              stoppedAt: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteReportsSchedulesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsOrganizationSchedules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              definitionId: string;
              definitionName: string;
              /** @enum {string} */
              frequency: 'weekly' | 'monthly';
              /** @enum {string} */
              format: 'csv' | 'xlsx' | 'pdf';
              recipients: {
                id: string;
                name: string;
              }[];
              nextRunAt: string;
              lastRunAt: string | null;
              isActive: boolean;
              /** @enum {string|null} */
              stoppedReason: 'paused' | 'owner_inactive' | 'owner_not_allowed' | null;
              stoppedAt: string | null;
              owner: {
                id: string;
                name: string;
              };
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postReportsOrganizationSchedulesByIdPause: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              definitionId: string;
              definitionName: string;
              /** @enum {string} */
              frequency: 'weekly' | 'monthly';
              /** @enum {string} */
              format: 'csv' | 'xlsx' | 'pdf';
              recipients: {
                id: string;
                name: string;
              }[];
              nextRunAt: string;
              lastRunAt: string | null;
              isActive: boolean;
              /** @enum {string|null} */
              stoppedReason: 'paused' | 'owner_inactive' | 'owner_not_allowed' | null;
              stoppedAt: string | null;
              owner: {
                id: string;
                name: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postReportsOrganizationSchedulesByIdResume: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              definitionId: string;
              definitionName: string;
              /** @enum {string} */
              frequency: 'weekly' | 'monthly';
              /** @enum {string} */
              format: 'csv' | 'xlsx' | 'pdf';
              recipients: {
                id: string;
                name: string;
              }[];
              nextRunAt: string;
              lastRunAt: string | null;
              isActive: boolean;
              /** @enum {string|null} */
              stoppedReason: 'paused' | 'owner_inactive' | 'owner_not_allowed' | null;
              stoppedAt: string | null;
              owner: {
                id: string;
                name: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteReportsOrganizationSchedulesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsTime: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        groupBy?: string;
        period?: 'none' | 'day' | 'week' | 'month';
        customerId?: string;
        projectId?: string;
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              from: string;
              to: string;
              groupBy: ('customer' | 'project' | 'user' | 'workType')[];
              /** @enum {string} */
              period: 'none' | 'day' | 'week' | 'month';
              withAmounts: boolean;
              currency: string;
              /** @enum {string} */
              scope: 'mine' | 'team' | 'all';
              rows: {
                billableMinutes: number;
                nonBillableMinutes: number;
                totalMinutes: number;
                billedMinutes: number;
                unbilledMinutes: number;
                keys: {
                  /** @enum {string} */
                  grouping: 'customer' | 'project' | 'user' | 'workType';
                  value: string | null;
                  label: string;
                }[];
                period: string | null;
                billedAmount?: number;
                unbilledAmount?: number;
                unratedMinutes?: number;
              }[];
              total: {
                billableMinutes: number;
                nonBillableMinutes: number;
                totalMinutes: number;
                billedMinutes: number;
                unbilledMinutes: number;
                billedAmount?: number;
                unbilledAmount?: number;
                unratedMinutes?: number;
              };
              standardDayMinutes: number;
              utilisation: {
                userId: string;
                name: string;
                countedFrom: string;
                workingDays: number;
                leaveDays: number;
                capacityMinutes: number;
                billableMinutes: number;
                utilisation: number | null;
              }[];
              utilisationTotal: {
                workingDays: number;
                leaveDays: number;
                capacityMinutes: number;
                billableMinutes: number;
                utilisation: number | null;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsLeave: {
    parameters: {
      query?: {
        year?: number;
        departmentId?: string;
        userId?: string;
        from?: string | null;
        to?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              year: number;
              from: string;
              to: string;
              people: {
                userId: string;
                name: string;
                department: string | null;
                detailsVisible: boolean;
                takenDays: number;
                pendingDays: number | null;
                remainingDays: number | null;
                byType:
                  | {
                      leaveTypeId: string;
                      leaveTypeName: string;
                      taken: number;
                      pending: number;
                      remaining: number | null;
                    }[]
                  | null;
                months: number[];
              }[];
              monthTotals: number[];
              takenTotal: number;
              out: {
                requestId: string;
                userId: string;
                name: string;
                department: string | null;
                leaveType: string;
                fromDate: string;
                toDate: string;
                days: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsProjectHealth: {
    parameters: {
      query?: {
        status?: 'active' | 'all';
        customerId?: string;
        projectId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              today: string;
              rows: {
                tasks: number;
                completedTasks: number;
                percent: number;
                overdueTasks: number;
                milestones: number;
                lateMilestones: number;
                estimateMinutes: number;
                loggedMinutes: number;
                projectId: string;
                key: string;
                name: string;
                customer: string;
                lead: string;
                status: string;
                targetEndDate: string;
              }[];
              total: {
                tasks: number;
                completedTasks: number;
                percent: number;
                overdueTasks: number;
                milestones: number;
                lateMilestones: number;
                estimateMinutes: number;
                loggedMinutes: number;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsTimeExportCsv: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        groupBy?: string;
        period?: 'none' | 'day' | 'week' | 'month';
        customerId?: string;
        projectId?: string;
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsTimeExportXlsx: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        groupBy?: string;
        period?: 'none' | 'day' | 'week' | 'month';
        customerId?: string;
        projectId?: string;
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsTimeExportPdf: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        groupBy?: string;
        period?: 'none' | 'day' | 'week' | 'month';
        customerId?: string;
        projectId?: string;
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsLeaveExportCsv: {
    parameters: {
      query?: {
        year?: number;
        departmentId?: string;
        userId?: string;
        from?: string | null;
        to?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsLeaveExportXlsx: {
    parameters: {
      query?: {
        year?: number;
        departmentId?: string;
        userId?: string;
        from?: string | null;
        to?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsProjectHealthExportCsv: {
    parameters: {
      query?: {
        status?: 'active' | 'all';
        customerId?: string;
        projectId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsProjectHealthExportXlsx: {
    parameters: {
      query?: {
        status?: 'active' | 'all';
        customerId?: string;
        projectId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingRevenue: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        groupBy?: string;
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              from: string;
              to: string;
              groupBy: ('customer' | 'service' | 'user' | 'month')[];
              currency: string;
              rows: {
                invoicedMinor: number;
                creditedMinor: number;
                netMinor: number;
                invoiceCount: number;
                keys: {
                  /** @enum {string} */
                  grouping: 'customer' | 'service' | 'user' | 'month';
                  value: string;
                  label: string;
                }[];
              }[];
              total: {
                invoicedMinor: number;
                creditedMinor: number;
                netMinor: number;
                invoiceCount: number;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingRevenueExportCsv: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        groupBy?: string;
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingRevenueExportXlsx: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        groupBy?: string;
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingRevenueExportPdf: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        groupBy?: string;
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingUnbilled: {
    parameters: {
      query?: {
        upTo?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              upTo: string;
              currency: string;
              rows: {
                feeCount: number;
                feesMinor: number;
                timeMinutes: number;
                timeMinor: number;
                unratedMinutes: number;
                totalMinor: number;
                awaitingApprovalMinutes: number;
                draftMinor: number;
                customerId: string;
                customerName: string;
                oldestDate: string | null;
              }[];
              total: {
                feeCount: number;
                feesMinor: number;
                timeMinutes: number;
                timeMinor: number;
                unratedMinutes: number;
                totalMinor: number;
                awaitingApprovalMinutes: number;
                draftMinor: number;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingUnbilledExportCsv: {
    parameters: {
      query?: {
        upTo?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingUnbilledExportXlsx: {
    parameters: {
      query?: {
        upTo?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingUnbilledExportPdf: {
    parameters: {
      query?: {
        upTo?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingMissed: {
    parameters: {
      query?: {
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              today: string;
              timeBefore: string;
              currency: string;
              fees: {
                clientJobId: string;
                customerId: string;
                customerName: string;
                serviceName: string;
                title: string;
                periodLabel: string;
                doneOn: string;
                daysWaiting: number;
                feeMinor: number;
              }[];
              feeCount: number;
              feesMinor: number;
              time: {
                customerId: string;
                customerName: string;
                userId: string;
                userName: string;
                entryCount: number;
                minutes: number;
                valueMinor: number;
                unratedMinutes: number;
                unapprovedMinutes: number;
                oldestDate: string;
              }[];
              timeRowCount: number;
              timeMinutes: number;
              timeMinor: number;
              unratedMinutes: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingMissedExportCsv: {
    parameters: {
      query?: {
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingMissedExportXlsx: {
    parameters: {
      query?: {
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingMissedExportPdf: {
    parameters: {
      query?: {
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingRealisation: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              from: string;
              to: string;
              currency: string;
              clients: {
                billedMinor: number;
                valueMinor: number;
                minutes: number;
                unratedMinutes: number;
                realisation: number | null;
                customerId: string;
                customerName: string;
              }[];
              members: {
                billedMinor: number;
                valueMinor: number;
                minutes: number;
                unratedMinutes: number;
                realisation: number | null;
                userId: string;
                userName: string;
              }[];
              fixedFees: {
                billedMinor: number;
                valueMinor: number;
                minutes: number;
                unratedMinutes: number;
                realisation: number | null;
                clientJobId: string;
                customerName: string;
                serviceName: string;
                title: string;
                invoiceNumber: string;
              }[];
              fixedFeeCount: number;
              total: {
                billedMinor: number;
                valueMinor: number;
                minutes: number;
                unratedMinutes: number;
                realisation: number | null;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingRealisationExportCsv: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingRealisationExportXlsx: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReportsBillingRealisationExportPdf: {
    parameters: {
      query?: {
        from?: string | null;
        to?: string | null;
        customerId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSiteContentLanding: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              description: string;
              buttonText: string;
            };
          };
        };
      };
    };
  };
  getGuideSearch: {
    parameters: {
      query?: {
        q?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              path: string;
              title: string;
              heading: string;
              anchor: string;
              score: number;
              snippet: {
                text: string;
                isMatch: boolean;
              }[];
            }[];
            query: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  postChat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          messages: {
            /** @enum {string} */
            role: 'user' | 'assistant';
            content: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAdminDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              users: number;
              inquiries: number;
              organizations: number;
              newInquiriesThisWeek: number;
              weekly: {
                weekStart: string;
                signups: number;
                inquiries: number;
              }[];
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAdminOrganizations: {
    parameters: {
      query?: {
        q?: string;
        status?: 'active' | 'suspended';
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              createdAt: string;
              people: number;
              projects: number;
              tasks: number;
              lastActivityAt: string | null;
              suspendedAt: string | null;
              suspendedReason: string | null;
              plan: {
                id: string;
                name: string;
              } | null;
              usedBytes: number;
              quotaBytes: number;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAdminOrganizationsByIdSuspend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              sessionsEnded: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAdminOrganizationsByIdReactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putAdminOrganizationsByIdPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          planId: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              usedBytes: number;
              quotaBytes: number;
              planName: string | null;
              plan: {
                id: string;
                name: string;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAdminSiteContentLanding: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              description: string;
              buttonText: string;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putAdminSiteContentLanding: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          buttonText: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              title: string;
              description: string;
              buttonText: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAdminFeatures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              slug: string;
              description: string;
              isDefault: boolean;
              planCount: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAdminFeatures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              slug: string;
              description: string;
              isDefault: boolean;
              planCount: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAdminFeaturesDetailed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          slug: string;
          /** @default  */
          description?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              slug: string;
              description: string;
              isDefault: boolean;
              planCount: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteAdminFeaturesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              plansChanged: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAdminPricingPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              price: number;
              /** @enum {string} */
              period: 'Free forever' | 'per user/month' | 'per user/year' | 'one-time';
              description: string;
              features: string[];
              isPopular: boolean;
              badgeText: string | null;
              badgeSubtext: string | null;
              buttonText: string;
              sortOrder: number;
              storageQuotaMb: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAdminPricingPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          price: number;
          /** @enum {string} */
          period: 'Free forever' | 'per user/month' | 'per user/year' | 'one-time';
          /** @default  */
          description?: string;
          /** @default [] */
          features?: string[];
          /** @default false */
          isPopular?: boolean;
          buttonText?: string;
          storageQuotaMb?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              price: number;
              /** @enum {string} */
              period: 'Free forever' | 'per user/month' | 'per user/year' | 'one-time';
              description: string;
              features: string[];
              isPopular: boolean;
              badgeText: string | null;
              badgeSubtext: string | null;
              buttonText: string;
              sortOrder: number;
              storageQuotaMb: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putAdminPricingPlansById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          price: number;
          /** @enum {string} */
          period: 'Free forever' | 'per user/month' | 'per user/year' | 'one-time';
          /** @default  */
          description?: string;
          /** @default [] */
          features?: string[];
          /** @default false */
          isPopular?: boolean;
          buttonText?: string;
          storageQuotaMb?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              price: number;
              /** @enum {string} */
              period: 'Free forever' | 'per user/month' | 'per user/year' | 'one-time';
              description: string;
              features: string[];
              isPopular: boolean;
              badgeText: string | null;
              badgeSubtext: string | null;
              buttonText: string;
              sortOrder: number;
              storageQuotaMb: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteAdminPricingPlansById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putAdminPricingPlansOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              price: number;
              /** @enum {string} */
              period: 'Free forever' | 'per user/month' | 'per user/year' | 'one-time';
              description: string;
              features: string[];
              isPopular: boolean;
              badgeText: string | null;
              badgeSubtext: string | null;
              buttonText: string;
              sortOrder: number;
              storageQuotaMb: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAdminInquiries: {
    parameters: {
      query?: {
        q?: string;
        kind?: 'demo' | 'contact';
        status?: 'new' | 'contacted' | 'closed';
        from?: string;
        to?: string;
        sort?: 'createdAt' | 'name' | 'company' | 'status' | 'kind';
        order?: 'asc' | 'desc';
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'demo' | 'contact';
              name: string;
              company: string | null;
              email: string;
              countryCode: string | null;
              phone: string;
              industry: string | null;
              subject: string | null;
              message: string | null;
              createdAt: string;
              /** @enum {string} */
              status: 'new' | 'contacted' | 'closed';
              notes: string;
              updatedAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAdminInquiriesExportCsv: {
    parameters: {
      query?: {
        q?: string;
        kind?: 'demo' | 'contact';
        status?: 'new' | 'contacted' | 'closed';
        from?: string;
        to?: string;
        sort?: 'createdAt' | 'name' | 'company' | 'status' | 'kind';
        order?: 'asc' | 'desc';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchAdminInquiriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status?: 'new' | 'contacted' | 'closed';
          notes?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'demo' | 'contact';
              name: string;
              company: string | null;
              email: string;
              countryCode: string | null;
              phone: string;
              industry: string | null;
              subject: string | null;
              message: string | null;
              createdAt: string;
              /** @enum {string} */
              status: 'new' | 'contacted' | 'closed';
              notes: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAdminAuditLog: {
    parameters: {
      query?: {
        entityType?:
          | 'landing'
          | 'feature'
          | 'pricing-plan'
          | 'inquiry'
          | 'organization'
          | 'platform-admin'
          | 'leave-request'
          | 'invoice'
          | 'access-token';
        q?: string;
        from?: string;
        to?: string;
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              actorEmail: string;
              action: string;
              entityType: string;
              entityId: string | null;
              before: string | null;
              after: string | null;
              createdAt: string;
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              url: string;
              /** @enum {string} */
              kind: 'standard' | 'slack' | 'teams';
              events: (
                | 'task.created'
                | 'task.updated'
                | 'task.completed'
                | 'comment.created'
                | 'time_entry.created'
                | 'timesheet.submitted'
                | 'timesheet.decided'
                | 'leave.requested'
                | 'leave.decided'
                | 'job.state_changed'
                | 'client_request.completed'
                | 'invoice.issued'
                | 'invoice.paid'
              )[];
              description: string | null;
              enabled: boolean;
              /** @enum {string|null} */
              disabledReason: 'failing' | 'owner_lost_access' | null;
              failingSince: string | null;
              previousSecretExpiresAt: string | null;
              owner: {
                id: string;
                name: string;
              };
              lastDelivery: {
                /** @enum {string} */
                status: 'pending' | 'delivered' | 'failed' | 'skipped';
                at: string;
              } | null;
              createdAt: string;
              updatedAt: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url: string;
          /**
           * @default standard
           * @enum {string}
           */
          kind?: 'standard' | 'slack' | 'teams';
          events: (
            | 'task.created'
            | 'task.updated'
            | 'task.completed'
            | 'comment.created'
            | 'time_entry.created'
            | 'timesheet.submitted'
            | 'timesheet.decided'
            | 'leave.requested'
            | 'leave.decided'
            | 'job.state_changed'
            | 'client_request.completed'
            | 'invoice.issued'
            | 'invoice.paid'
          )[];
          description?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              url: string;
              /** @enum {string} */
              kind: 'standard' | 'slack' | 'teams';
              events: (
                | 'task.created'
                | 'task.updated'
                | 'task.completed'
                | 'comment.created'
                | 'time_entry.created'
                | 'timesheet.submitted'
                | 'timesheet.decided'
                | 'leave.requested'
                | 'leave.decided'
                | 'job.state_changed'
                | 'client_request.completed'
                | 'invoice.issued'
                | 'invoice.paid'
              )[];
              description: string | null;
              enabled: boolean;
              /** @enum {string|null} */
              disabledReason: 'failing' | 'owner_lost_access' | null;
              failingSince: string | null;
              previousSecretExpiresAt: string | null;
              owner: {
                id: string;
                name: string;
              };
              lastDelivery: {
                /** @enum {string} */
                status: 'pending' | 'delivered' | 'failed' | 'skipped';
                at: string;
              } | null;
              createdAt: string;
              updatedAt: string;
              secret: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getWebhooksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              url: string;
              /** @enum {string} */
              kind: 'standard' | 'slack' | 'teams';
              events: (
                | 'task.created'
                | 'task.updated'
                | 'task.completed'
                | 'comment.created'
                | 'time_entry.created'
                | 'timesheet.submitted'
                | 'timesheet.decided'
                | 'leave.requested'
                | 'leave.decided'
                | 'job.state_changed'
                | 'client_request.completed'
                | 'invoice.issued'
                | 'invoice.paid'
              )[];
              description: string | null;
              enabled: boolean;
              /** @enum {string|null} */
              disabledReason: 'failing' | 'owner_lost_access' | null;
              failingSince: string | null;
              previousSecretExpiresAt: string | null;
              owner: {
                id: string;
                name: string;
              };
              lastDelivery: {
                /** @enum {string} */
                status: 'pending' | 'delivered' | 'failed' | 'skipped';
                at: string;
              } | null;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteWebhooksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  patchWebhooksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url?: string;
          events?: (
            | 'task.created'
            | 'task.updated'
            | 'task.completed'
            | 'comment.created'
            | 'time_entry.created'
            | 'timesheet.submitted'
            | 'timesheet.decided'
            | 'leave.requested'
            | 'leave.decided'
            | 'job.state_changed'
            | 'client_request.completed'
            | 'invoice.issued'
            | 'invoice.paid'
          )[];
          description?: string;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              url: string;
              /** @enum {string} */
              kind: 'standard' | 'slack' | 'teams';
              events: (
                | 'task.created'
                | 'task.updated'
                | 'task.completed'
                | 'comment.created'
                | 'time_entry.created'
                | 'timesheet.submitted'
                | 'timesheet.decided'
                | 'leave.requested'
                | 'leave.decided'
                | 'job.state_changed'
                | 'client_request.completed'
                | 'invoice.issued'
                | 'invoice.paid'
              )[];
              description: string | null;
              enabled: boolean;
              /** @enum {string|null} */
              disabledReason: 'failing' | 'owner_lost_access' | null;
              failingSince: string | null;
              previousSecretExpiresAt: string | null;
              owner: {
                id: string;
                name: string;
              };
              lastDelivery: {
                /** @enum {string} */
                status: 'pending' | 'delivered' | 'failed' | 'skipped';
                at: string;
              } | null;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postWebhooksByIdRotateSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              secret: string;
              previousSecretExpiresAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getWebhooksByIdDeliveries: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        status?: 'pending' | 'delivered' | 'failed' | 'skipped';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              eventId: string;
              eventType: string;
              subjectId: string | null;
              /** @enum {string} */
              status: 'pending' | 'delivered' | 'failed' | 'skipped';
              attemptCount: number;
              nextAttemptAt: string | null;
              createdAt: string;
              attempts: {
                id: string;
                at: string;
                succeeded: boolean;
                httpStatus: number | null;
                error: string | null;
                durationMs: number;
                excerpt: string | null;
              }[];
            }[];
            meta: {
              page: number;
              pageSize: number;
              total: number;
              isTotalCapped?: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postWebhooksDeliveriesByDeliveryIdRedeliver: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              eventId: string;
              eventType: string;
              subjectId: string | null;
              /** @enum {string} */
              status: 'pending' | 'delivered' | 'failed' | 'skipped';
              attemptCount: number;
              nextAttemptAt: string | null;
              createdAt: string;
              attempts: {
                id: string;
                at: string;
                succeeded: boolean;
                httpStatus: number | null;
                error: string | null;
                durationMs: number;
                excerpt: string | null;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postWebhooksByIdTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              eventId: string;
              eventType: string;
              subjectId: string | null;
              /** @enum {string} */
              status: 'pending' | 'delivered' | 'failed' | 'skipped';
              attemptCount: number;
              nextAttemptAt: string | null;
              createdAt: string;
              attempts: {
                id: string;
                at: string;
                succeeded: boolean;
                httpStatus: number | null;
                error: string | null;
                durationMs: number;
                excerpt: string | null;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
}
