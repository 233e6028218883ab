import { ATTENDANCE_MESSAGES } from '../attendance';
import { EXPORT_RANGE_MESSAGES } from '../booking-export';
import { COURT_MESSAGES } from '../courts';
import { CREDIT_MESSAGES, CREDIT_SPEND_MESSAGES } from '../credit';
import { DAY_CLOSE_MESSAGES } from '../day-close';
import { GAME_MESSAGES } from '../games';
import { IMAGE_TOO_LARGE } from '../images';
import {
  MAX_PHOTO_SIDE,
  MAX_PHOTOS_PER_TURF,
  MIN_PHOTO_HEIGHT,
  MIN_PHOTO_WIDTH,
} from '../turf-photos';
import { MOBILE_SIGN_IN_MESSAGES as MOBILE } from '../mobile-sign-in';
import { OPENING_HOURS_MESSAGES } from '../opening-hours';
import { OWNER_BLOCK_MESSAGES } from '../owner-blocks';
import { PROMO_MESSAGES } from '../promo-codes';
import { RAIN_OUT_MESSAGES } from '../rain-out-choice';
import {
  REASON_TEXT_MAX,
  REASON_TEXT_MIN,
  REPLY_TEXT_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from '../reviews';
import { REGISTER_MONTH_PROBLEM } from '../register-month';
import { SLOT_REQUEST_MESSAGES } from '../slot-request';
import { SLOT_TAKEN } from '../slots';
import { SPLIT_MESSAGES } from '../split';
import { CONTROL_CHARACTER_MESSAGE } from '../text';
import { AMENITY_MESSAGES } from '../amenities';
import { GEO_MESSAGES } from '../geo';
import { TURF_NOT_FOUND } from '../turf-types';
import { VENUE_BOOKING_MESSAGES } from '../venue-bookings';
import { WAITLIST_MESSAGES } from '../waitlist';
import {
  PAGE_CURSOR_MESSAGE,
  STREAM_NOT_ACCEPTABLE_MESSAGE,
  STREAM_PAGING_MESSAGE,
} from '../api/booking-contract';
import { LANGUAGE_UNKNOWN } from '../api/account-language-contract';
import { ERROR_CODE_PATTERN } from '../api/common-contract';
import { COMMISSION_PROBLEM } from '../api/payout-contract';
import { RAZORPAY_SIGNATURE_REFUSED, RAZORPAY_UNREACHABLE } from '../api/razorpay-contract';

// Every error the API answers, by code (docs/decisions/063). An answer is
// `{ success: false, code, message, ...facts }`: `code` names the situation and never changes,
// `message` is the English sentence below (the rules' own words where a rule words it), and the
// facts are the values of the sentence's ICU placeholders. The web client shows the code's text in
// the reader's language (web/i18n/locales/*/errors.json; English is this catalogue).
//
// `en` is the English sentence, or an ICU template whose placeholders are the answer's facts.
// `when` says when the code is answered (docs/errors.md is written from it).
// A sentence that already lives beside its rule in src/shared is taken from there, so each
// English sentence is written once.

export interface ErrorEntry {
  readonly en: string;
  readonly when: string;
  /**
   * The situation is a family of refusals a rule words itself (a court's name, a day, a limit):
   * the answer's message is the rule's sentence, and `en` the family's general sentence.
   */
  readonly worded?: true;
}

export { ERROR_CODE_PATTERN };

export const ERROR_CATALOGUE = {
  // The request itself
  invalid_input: {
    en: 'Invalid input',
    when: 'The request breaks the route’s schema (a field missing, of the wrong kind or out of range); the message is the schema’s own sentence.',
    worded: true,
  },
  request_data_missing: {
    en: 'The request is missing required data.',
    when: 'The request has no body, query or parameters where the route needs them.',
  },
  body_empty: {
    en: 'The request body is empty.',
    when: 'A JSON request arrives with an empty body.',
  },
  media_type_unsupported: {
    en: 'This content type is not supported here.',
    when: 'The body’s content type is not one the route reads.',
  },
  request_too_large: {
    en: 'The request is too large.',
    when: 'The body is larger than the server accepts.',
  },
  json_invalid: {
    en: 'The request body is not valid JSON.',
    when: 'A JSON body cannot be parsed.',
  },
  body_too_deep: {
    en: 'The request body is nested too deeply (at most {depth} levels of objects and arrays).',
    when: 'A JSON body nests objects and arrays deeper than the parser allows.',
  },
  body_unreadable: {
    en: 'The request body could not be read.',
    when: 'The body broke off or could not be decoded while it was read.',
  },
  form_unreadable: {
    en: 'The form data could not be read.',
    when: 'A multipart body broke off or could not be decoded while it was read.',
  },
  multipart_required: {
    en: 'This request must be sent as multipart/form-data.',
    when: 'An upload route is sent something other than multipart/form-data.',
  },
  file_too_large: {
    en: 'The file is too large.',
    when: 'A multipart file is larger than the form allows.',
  },
  too_many_fields: {
    en: 'The form has too many fields.',
    when: 'A multipart form carries more parts or fields than allowed.',
  },
  too_many_files: {
    en: 'The form has too many files.',
    when: 'A multipart form carries more files than allowed.',
  },
  control_characters: {
    en: CONTROL_CHARACTER_MESSAGE,
    when: 'A text of the request holds control characters.',
  },
  request_refused: {
    en: 'The request could not be handled.',
    when: 'Any other client error the web server raises itself (a header it refuses, a method it does not allow); the message says which.',
    worded: true,
  },
  route_not_found: {
    en: 'Not found: {method} {path}',
    when: 'No API route answers this method and path.',
  },
  cross_site_request: {
    en: 'Requests from this website are not allowed.',
    when: 'A change is sent from another website’s page (its Origin is not TurfBook’s).',
  },
  server_fault: {
    en: 'Something went wrong on our side. Please try again.',
    when: 'The server failed; the details stay in its log.',
  },
  record_exists: {
    en: 'This record already exists.',
    when: 'A change would make a second copy of something that must be unique.',
  },
  rate_limited: {
    en: 'Too many attempts. Please wait a minute and try again.',
    when: 'Too many attempts from this address or account within a minute (log in, sign up, payments, codes).',
  },
  live_updates_per_address: {
    en: 'Too many live updates are open from your address (at most {limit}). Close a page or two and try again.',
    when: 'An address opens more live-update streams than allowed at once.',
  },
  live_updates_on_server: {
    en: 'This server has too many live updates open. Please try again in a minute.',
    when: 'The server holds as many live-update streams as it can.',
  },
  server_busy: {
    en: 'TurfBook is busy right now. Please try again in a moment.',
    when: 'The process already works on as many requests as it may (MAX_REQUESTS_IN_FLIGHT); a 503 with Retry-After.',
  },
  page_cursor_invalid: {
    en: PAGE_CURSOR_MESSAGE,
    when: 'A paged list is asked with a cursor that is not the next value of the previous page.',
  },
  stream_paging: {
    en: STREAM_PAGING_MESSAGE,
    when: 'A streamed (NDJSON) list is asked with limit or cursor.',
  },
  stream_not_acceptable: {
    en: STREAM_NOT_ACCEPTABLE_MESSAGE,
    when: 'Someone other than the turf’s owner or the admin asks for its bookings streamed.',
  },

  // Accounts and permissions
  not_logged_in: {
    en: 'Please log in to continue.',
    when: 'A route needs a logged-in person and the request has no live session.',
  },
  not_permitted: {
    en: 'You do not have permission to do this.',
    when: 'The logged-in person’s role may not do this.',
  },
  own_account_only: {
    en: 'You can only do this for your own account.',
    when: 'A person acts on another account’s data.',
  },
  not_your_turf: {
    en: 'Only the owner of this turf can do this.',
    when: 'An owner acts on a turf that is not theirs.',
  },
  not_your_role: {
    en: 'Your role at this venue does not allow this.',
    when: 'A member of a venue’s team asks for something their role there does not include (docs/decisions/066).',
  },
  outside_desk_window: {
    en: 'The front desk works with today and the next 6 days.',
    when: 'A member of the team whose role sees only the coming week asks for another day.',
  },
  staff_already_invited: {
    en: 'This person is already on the team of this turf or invited to it.',
    when: 'An owner invites an address, a number or an account already on the listing’s team.',
  },
  staff_not_a_player: {
    en: 'Only a player account can join a venue’s team.',
    when: 'An owner invites an owner’s or the admin’s account, or such an account accepts an invitation.',
  },
  staff_not_self: {
    en: 'You are already the owner of this turf.',
    when: 'An owner invites their own address or number to their own listing.',
  },
  staff_not_found: {
    en: 'This team member was not found.',
    when: 'An owner removes a place on the team that does not exist at this listing.',
  },
  invitation_not_found: {
    en: 'This invitation was not found.',
    when: 'Someone accepts an invitation that does not exist, is not theirs, or was already accepted or withdrawn.',
  },
  own_turfs_only: {
    en: 'You can only see your own turfs.',
    when: 'An owner asks for another owner’s turfs.',
  },
  bookings_not_yours: {
    en: "You don't have permission to view these bookings",
    when: 'Someone other than the turf’s owner or the admin asks for a turf’s bookings.',
  },
  language_unknown: {
    en: LANGUAGE_UNKNOWN,
    when: 'An account’s language, or a document’s ?lang=, is one TurfBook does not speak (not en, hi or mr).',
  },
  duplicate_email: {
    en: 'An account with this email already exists. Please log in instead.',
    when: 'Sign-up with an e-mail address that already has an account.',
  },
  bad_credentials: {
    en: 'Invalid email or password',
    when: 'Log-in with an unknown e-mail address or a wrong password.',
  },
  wrong_role: {
    en: 'This account is not registered as {role, select, owner {an owner} admin {an admin} other {a player (user)}}. Choose the role you signed up with.',
    when: 'Log-in with the right password but another role than the account’s.',
  },
  invalid_mobile: {
    en: MOBILE.invalid_mobile,
    when: 'A sign-in or verification names a number that is not a 10-digit Indian mobile number.',
  },
  invalid_code: { en: MOBILE.invalid_code, when: 'A sign-in code that is not six digits.' },
  too_soon: {
    en: MOBILE.too_soon,
    when: 'A new code is asked for within a minute of the last one to that number.',
  },
  send_failed: { en: MOBILE.send_failed, when: 'WhatsApp did not take the code’s message.' },
  code_missing: {
    en: MOBILE.code_missing,
    when: 'A code is given for a number no code was sent to.',
  },
  code_wrong: { en: MOBILE.code_wrong, when: 'The code given is not the one sent.' },
  code_used: { en: MOBILE.code_used, when: 'The code given has signed in or verified already.' },
  code_expired: { en: MOBILE.code_expired, when: 'The code given is older than ten minutes.' },
  code_tries: { en: MOBILE.code_tries, when: 'The code has had its five wrong tries.' },
  fullname_required: {
    en: MOBILE.fullname_required,
    when: 'A right code for a number with no account, and no name to create one.',
  },
  number_unverified: {
    en: MOBILE.number_unverified,
    when: 'A right code for a number an account holds without having verified it.',
  },
  number_taken: {
    en: MOBILE.number_taken,
    when: 'Verifying a number another account has verified.',
  },
  already_verified: {
    en: MOBILE.already_verified,
    when: 'Asking to verify a number that is verified already.',
  },
  no_mobile: {
    en: MOBILE.no_mobile,
    when: 'Asking to verify when the profile’s number is not an Indian mobile number.',
  },

  // Turfs and listings
  turf_not_found: {
    en: TURF_NOT_FOUND,
    when: 'The turf does not exist, or is not listed and the asker is not its owner or the admin.',
  },
  unlist_pending: {
    en: 'This turf is still pending, so it is not listed yet: approve or reject it instead.',
    when: 'The admin unlists a turf that was never approved.',
  },
  relist_pending: {
    en: 'This turf is still pending and has never been listed: approve it to list it.',
    when: 'The admin relists a turf that was never approved.',
  },
  reject_approved: {
    en: 'Only a pending turf can be rejected. This turf is approved: unlist it to take it off the list.',
    when: 'The admin rejects an approved turf.',
  },
  reject_unlisted: {
    en: 'Only a pending turf can be rejected. This turf is unlisted already: players cannot find it.',
    when: 'The admin rejects an unlisted turf.',
  },
  reject_has_bookings: {
    en: 'This turf already has bookings, so it cannot be rejected.',
    when: 'The admin rejects a turf that has bookings.',
  },
  search_date_range: {
    en: "A slot search's date must be from today to {days} days ahead.",
    when: 'A slot search asks for a date in the past or beyond the booking window.',
  },
  near_invalid: {
    en: GEO_MESSAGES.near,
    when: 'The turf list is asked near a point that is not a latitude and longitude in range.',
  },
  radius_invalid: {
    en: GEO_MESSAGES.radius,
    when: 'The turf list is asked near a point within a radius that is not above 0 and at most 50 km.',
  },
  geo_invalid: {
    en: GEO_MESSAGES.point,
    when: 'A listing is saved with a point whose latitude or longitude is out of range.',
  },
  amenity_unknown: {
    en: AMENITY_MESSAGES.amenity,
    when: 'The turf list is filtered by, or a listing saved with, an amenity TurfBook does not know.',
  },
  house_rule_unknown: {
    en: AMENITY_MESSAGES.houseRule,
    when: 'A listing is saved with a house rule TurfBook does not know.',
  },
  rate_unlisted: {
    en: 'This turf is not listed yet, so it cannot be rated.',
    when: 'A rating is given to a turf that is not listed.',
  },
  rate_as_yourself: {
    en: 'You can only rate as yourself.',
    when: 'A rating names another player.',
  },
  image_multipart: {
    en: 'Send the image as multipart/form-data with a file field.',
    when: 'An image upload is not multipart/form-data.',
  },
  image_missing: {
    en: 'Choose an image file to upload.',
    when: 'An image upload carries no file.',
  },
  image_too_large: {
    en: IMAGE_TOO_LARGE,
    when: 'An uploaded image is larger than 5 MB.',
  },
  image_kind: {
    en: 'The file is not a JPEG, PNG, WebP or GIF image.',
    when: 'An uploaded file is not an image TurfBook takes.',
  },
  photo_unreadable: {
    en: 'The image could not be read: it may be damaged or cut short. Try another photo.',
    when: 'A listing photo starts like an image but cannot be decoded (a truncated or damaged file).',
  },
  photo_too_small: {
    en: `The photo is too small: it must be at least ${MIN_PHOTO_WIDTH} pixels wide and ${MIN_PHOTO_HEIGHT} pixels high.`,
    when: 'A listing photo is narrower or lower than the smallest size stored.',
  },
  photo_too_big: {
    en: `The photo is too big: each side must be at most ${MAX_PHOTO_SIDE} pixels.`,
    when: 'A listing photo has more pixels on a side than TurfBook decodes.',
  },
  photo_limit: {
    en: `A listing has at most ${MAX_PHOTOS_PER_TURF} photos. Delete one to add another.`,
    when: 'An owner adds a photo to a listing that already has the most it may have.',
  },
  photo_order_invalid: {
    en: "The new order must name each of the listing's photos exactly once.",
    when: 'A photo order leaves out, repeats or adds a photo.',
  },
  photo_cover_invalid: {
    en: "The cover must be one of the listing's photos.",
    when: 'A photo order names a cover that is not one of the listing photos.',
  },
  photo_not_found: {
    en: 'This photo is not on the listing (it may have been deleted already).',
    when: 'A photo to delete is not one of the listing photos.',
  },
  listing_invalid: {
    en: 'This listing cannot be saved as it is.',
    when: 'A turf’s listing, image, hours or price rules break a listing rule; the message says which.',
    worded: true,
  },
  opening_hours_week: {
    en: OPENING_HOURS_MESSAGES.weekLength,
    when: 'Opening hours are saved without an entry for each weekday.',
  },
  register_month: {
    en: REGISTER_MONTH_PROBLEM,
    when: 'The owner’s register is asked for a month that is not YYYY-MM.',
  },
  commission_invalid: {
    en: COMMISSION_PROBLEM,
    when: 'The admin sets a commission outside 0–50 % or with more than two decimals.',
  },

  // Reviews (docs/decisions/067)
  review_not_found: {
    en: 'This review does not exist.',
    when: 'A review is asked for that does not exist or that the admin has hidden.',
  },
  review_rating_range: {
    en: 'A review gives a whole number of stars from 1 to 5.',
    when: 'A review is written with stars that are not a whole number from 1 to 5.',
  },
  review_text_length: {
    en: `Write your review in ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters.`,
    when: 'A review’s words, trimmed, are too short or too long.',
  },
  reply_text_length: {
    en: `Write your reply in 1 to ${REPLY_TEXT_MAX} characters.`,
    when: 'An owner’s reply, trimmed, is empty or too long.',
  },
  reason_text_length: {
    en: `Give a reason of ${REASON_TEXT_MIN} to ${REASON_TEXT_MAX} characters.`,
    when: 'A report or the admin’s hiding gives a reason, trimmed, too short or too long.',
  },
  review_not_your_booking: {
    en: 'Only the player who booked this time can review it.',
    when: 'Someone other than the booking’s player (another player, the owner, a venue booking) writes its review.',
  },
  review_not_played: {
    en: 'You can review this booking once it has been played.',
    when: 'A review is written before the booking has ended (and without a check-in), or for a no-show.',
  },
  review_cancelled: {
    en: 'A cancelled or rained-out booking cannot be reviewed.',
    when: 'A review is written for a booking that was cancelled, rained out or expired.',
  },
  review_exists: {
    en: 'This booking has a review already.',
    when: 'A second review of the same booking is written (one per booking).',
  },
  review_replied: {
    en: 'This review has a reply already.',
    when: 'The owner replies a second time to a review.',
  },
  review_reported: {
    en: 'You have reported this review already.',
    when: 'The same person reports a review a second time.',
  },
  review_hidden: {
    en: 'This review is hidden already.',
    when: 'The admin hides or keeps a review that is hidden.',
  },

  // Courts
  courts_none: { en: COURT_MESSAGES.none, when: 'A listing is saved without a court.' },
  courts_too_many: {
    en: COURT_MESSAGES.tooMany,
    when: 'A listing is saved with more than 16 courts.',
  },
  court_name: {
    en: COURT_MESSAGES.name,
    when: 'A court’s name is empty or longer than 40 characters.',
  },
  court_name_taken: {
    en: COURT_MESSAGES.duplicateName,
    when: 'Two courts of a listing share a name.',
  },
  court_sports: { en: COURT_MESSAGES.sports, when: 'A court hosts no sport TurfBook knows.' },
  court_format: {
    en: COURT_MESSAGES.format,
    when: 'A court’s format (players a side) is not a whole number from 1 to 11 or null.',
  },
  court_unknown_part: {
    en: COURT_MESSAGES.unknownPart,
    when: 'A combined court names a part that is not a court of the listing.',
  },
  court_self_part: {
    en: COURT_MESSAGES.selfPart,
    when: 'A combined court names itself as a part.',
  },
  court_few_parts: {
    en: COURT_MESSAGES.fewParts,
    when: 'A combined court names fewer than two parts.',
  },
  court_nested_part: {
    en: COURT_MESSAGES.nestedPart,
    when: 'A combined court is made a part of another.',
  },
  court_id_invalid: { en: COURT_MESSAGES.invalidCourtId, when: 'A court id that is not a UUID.' },
  court_unknown: {
    en: COURT_MESSAGES.unknownCourt,
    when: 'A court id that is not one of the turf’s courts.',
  },
  court_closed: {
    en: '{court} is closed at this time. Please select a time within its opening hours.',
    when: 'The court asked for is closed at that time by its own hours; `court` is its name.',
  },
  court_not_hosting: {
    en: '{court} does not host {sport}.',
    when: 'The court asked for does not host the sport; `court` is its name.',
  },
  no_court_for_sport: {
    en: 'This turf has no court for {sport}.',
    when: 'A booking or a waitlist asks for a sport none of the turf’s courts hosts.',
  },
  court_change_refused: {
    en: 'This court cannot be changed that way.',
    when: 'A court is added, changed or retired against a court rule (bookings to come, parts in use); the message says why.',
    worded: true,
  },

  // Times and bookings
  slot_taken: {
    en: SLOT_TAKEN,
    when: 'The time asked for overlaps a booking, a hold or a block (the message may name the clash).',
  },
  slot_started: {
    en: SLOT_REQUEST_MESSAGES.started,
    when: 'A time asked for has already started.',
  },
  beyond_grid: {
    en: SLOT_REQUEST_MESSAGES.beyondGrid,
    when: 'A booking asked for more than 7 days ahead.',
  },
  beyond_horizon: {
    en: SLOT_REQUEST_MESSAGES.beyondHorizon,
    when: 'A subscription slot asked for more than 90 days ahead.',
  },
  too_many_holds: {
    en: SLOT_REQUEST_MESSAGES.tooManyHolds,
    when: 'A player already holds as much unpaid time as one player may.',
  },
  turf_closed: {
    en: OPENING_HOURS_MESSAGES.closed,
    when: 'A time asked for is outside the turf’s opening hours.',
  },
  time_not_bookable: {
    en: 'This time cannot be booked.',
    when: 'A time asked for breaks a booking rule (the grid’s half hours, the window, the day’s hours); the message says which.',
    worded: true,
  },
  audit_range_invalid: {
    en: 'These dates cannot be read from the audit log.',
    when: 'The audit log is asked for a date that is not YYYY-MM-DD, a start after the end, a range longer than it answers at once, or a person by something that is not a user id; the message says which.',
    worded: true,
  },
  date_window: {
    en: 'This date is outside the dates that can be asked for.',
    when: 'A list or grid is asked for a date outside its window; the message gives the window.',
    worded: true,
  },
  booking_date_invalid: {
    en: 'Booking date must be a date such as 2030-05-10',
    when: 'A booking, move or rain-out choice names a date that is not YYYY-MM-DD.',
  },
  slot_date_invalid: {
    en: 'Slot date "{date}" is not a date such as Mon, Jan 1, 2030',
    when: 'A subscription slot names a date that cannot be read.',
  },
  payment_too_large: {
    en: 'This comes to more than one card payment can carry (₹{limit}). Please book fewer slots at a time.',
    when: 'The slots asked for cost more than one card payment can carry.',
  },
  amount_mismatch: {
    en: 'The amount does not match the price of this {what, select, subscription {subscription} other {booking}} (₹{price}). Please go back and try again.',
    when: 'The amount sent is not the server’s price for the booking or subscription.',
  },
  booking_not_found: {
    en: 'Booking not found',
    when: 'The booking does not exist or is not the asker’s to see (games and check-in word it with a full stop).',
  },
  cancelled_already: {
    en: 'This booking has already been cancelled.',
    when: 'A player cancels a booking that is cancelled.',
  },
  started_already: {
    en: 'This booking has already started or ended, so it can no longer be cancelled.',
    when: 'A player cancels a booking whose time has started.',
  },
  cancelled_not_movable: {
    en: 'This booking has been cancelled and cannot be moved.',
    when: 'A player moves a cancelled booking.',
  },
  reschedule_refused: {
    en: 'This booking cannot be moved.',
    when: 'A move breaks the reschedule policy (too close to play, moved once already); the message says which.',
    worded: true,
  },
  price_difference: {
    en: 'This time costs ₹{difference} more than your booking. Pay the difference to move it.',
    when: 'A move to a dearer time is asked without paying the difference; `difference` is the rupees to pay.',
  },
  no_calendar_event: {
    en: 'This booking was cancelled, so it has no calendar event.',
    when: 'A calendar file is asked for a cancelled booking.',
  },
  calendar_date: {
    en: 'The date of this booking cannot be written in a calendar file.',
    when: 'A calendar file is asked for a booking whose date cannot be written.',
  },
  owner_booking_not_cancellable: {
    en: 'This booking is not a paid booking that can be cancelled.',
    when: 'An owner cancels a booking that is not a paid online booking.',
  },
  block_not_found: { en: 'Block not found', when: 'An owner removes a block that does not exist.' },
  block_reason_missing: {
    en: OWNER_BLOCK_MESSAGES.reasonMissing,
    when: 'A block is made without a reason.',
  },
  block_reason_too_long: {
    en: OWNER_BLOCK_MESSAGES.reasonTooLong,
    when: 'A block’s reason is longer than 80 characters.',
  },
  end_before_start: {
    en: OWNER_BLOCK_MESSAGES.endBeforeStart,
    when: 'A time range ends before it starts.',
  },
  off_grid: {
    en: OWNER_BLOCK_MESSAGES.offGrid,
    when: 'An owner’s time range is not on the half hours of one day.',
  },
  owner_time_past: {
    en: OWNER_BLOCK_MESSAGES.past,
    when: 'An owner blocks or books a time that has started.',
  },
  block_too_many_weeks: {
    en: OWNER_BLOCK_MESSAGES.tooManyWeeks,
    when: 'A repeated block covers more than 12 weeks.',
  },
  block_overlaps_booking: {
    en: OWNER_BLOCK_MESSAGES.overlapsBooking,
    when: 'A block overlaps a paid booking or a payment under way.',
  },
  rain_out_changed: {
    en: OWNER_BLOCK_MESSAGES.rainOutChanged,
    when: 'A booking was made in a rain-out’s time after the owner saw the list.',
  },
  export_missing_from: {
    en: EXPORT_RANGE_MESSAGES.missingFrom,
    when: 'A bookings export has an end date but no start date.',
  },
  export_missing_to: {
    en: EXPORT_RANGE_MESSAGES.missingTo,
    when: 'A bookings export has a start date but no end date.',
  },
  export_from: {
    en: EXPORT_RANGE_MESSAGES.from,
    when: 'A bookings export’s start date is not a date.',
  },
  export_to: { en: EXPORT_RANGE_MESSAGES.to, when: 'A bookings export’s end date is not a date.' },
  export_order: {
    en: EXPORT_RANGE_MESSAGES.order,
    when: 'A bookings export ends before it starts.',
  },
  export_too_long: {
    en: EXPORT_RANGE_MESSAGES.tooLong,
    when: 'A bookings export covers more than 366 days.',
  },

  // Venue desk: walk-ins and check-in
  venue_booking_invalid: {
    en: 'This booking’s details are not complete.',
    when: 'A walk-in booking’s name, number, price or payment is missing or wrong; the message says which.',
    worded: true,
  },
  venue_name_missing: {
    en: VENUE_BOOKING_MESSAGES.nameMissing,
    when: 'A walk-in booking has no customer name.',
  },
  venue_name_too_long: {
    en: VENUE_BOOKING_MESSAGES.nameTooLong,
    when: 'A walk-in customer’s name is longer than 60 characters.',
  },
  venue_phone_invalid: {
    en: VENUE_BOOKING_MESSAGES.phoneInvalid,
    when: 'A walk-in customer’s mobile number is not 10 or 11 digits.',
  },
  venue_price_invalid: {
    en: VENUE_BOOKING_MESSAGES.priceInvalid,
    when: 'A walk-in booking’s price is not rupees.',
  },
  venue_price_too_high: {
    en: VENUE_BOOKING_MESSAGES.priceTooHigh,
    when: 'A walk-in booking’s price is above ₹1,00,000.',
  },
  venue_paid_by_invalid: {
    en: VENUE_BOOKING_MESSAGES.paidByInvalid,
    when: 'A walk-in booking does not say how it was paid.',
  },
  venue_method_invalid: {
    en: VENUE_BOOKING_MESSAGES.methodInvalid,
    when: 'A walk-in payment is marked with no method.',
  },
  venue_booking_already_paid: {
    en: VENUE_BOOKING_MESSAGES.alreadyPaid,
    when: 'A walk-in booking marked paid twice.',
  },
  venue_booking_cancelled: {
    en: VENUE_BOOKING_MESSAGES.notLive,
    when: 'A cancelled walk-in booking is changed.',
  },
  venue_booking_started: {
    en: VENUE_BOOKING_MESSAGES.started,
    when: 'A walk-in booking that has started is cancelled.',
  },
  day_close_counted_invalid: {
    en: DAY_CLOSE_MESSAGES.countedInvalid,
    when: 'A day close’s counted cash is not rupees with at most 2 decimals (decision 066).',
  },
  day_close_counted_too_high: {
    en: DAY_CLOSE_MESSAGES.countedTooHigh,
    when: 'A day close’s counted cash is above ₹1,00,00,000.',
  },
  day_close_note_needed: {
    en: DAY_CLOSE_MESSAGES.noteNeeded,
    when: 'A day is closed with counted cash that differs from what was taken, and no note.',
  },
  day_close_note_too_long: {
    en: DAY_CLOSE_MESSAGES.noteTooLong,
    when: 'A day close’s note is longer than 500 characters.',
  },
  day_close_future: {
    en: 'A day can be closed only once it has begun.',
    when: 'A day close is asked for a day after today at the venue.',
  },
  day_already_closed: {
    en: 'This day is already closed.',
    when: 'A venue’s day is closed a second time (one close a day).',
  },
  check_in_bad_reference: {
    en: ATTENDANCE_MESSAGES.badReference,
    when: 'A check-in names no booking reference.',
  },
  check_in_not_found: {
    en: ATTENDANCE_MESSAGES.notFound,
    when: 'No booking with the reference at the owner’s venues.',
  },
  check_in_not_markable: {
    en: ATTENDANCE_MESSAGES.notMarkable,
    when: 'Attendance is marked on a booking that is not confirmed.',
  },
  attendance_refused: {
    en: 'This booking cannot be marked now.',
    when: 'An attendance mark comes too early (before the player may arrive); the message gives the time.',
    worded: true,
  },
  no_show_too_early: {
    en: ATTENDANCE_MESSAGES.tooEarlyForNoShow,
    when: 'A no-show is marked before the booking starts.',
  },
  attendance_too_late: {
    en: ATTENDANCE_MESSAGES.tooLate,
    when: 'Attendance is marked after the end of the next day.',
  },
  check_in_player_not_found: {
    en: ATTENDANCE_MESSAGES.playerNotFound,
    when: 'A mark names a player who is not in the booking.',
  },
  choose_turf: {
    en: ATTENDANCE_MESSAGES.chooseTurf,
    when: 'The admin asks for a venue day without naming a turf.',
  },

  // Payments, holds, credit, promo codes
  payment_not_found: {
    en: 'Payment not found',
    when: 'The payment does not exist, is not the asker’s, or is not of the kind the route finishes.',
  },
  not_paid: {
    en: 'This payment has not been completed yet.',
    when: 'A payment is finished before the provider has taken the money.',
  },
  payment_is_subscription: {
    en: 'This payment is for a subscription; finish it with /api/v1/subscription/create.',
    when: 'A subscription’s payment is finished as a booking.',
  },
  payment_is_booking: {
    en: 'This payment paid for a single booking; it is in Your Bookings, not a subscription.',
    when: 'A booking’s payment is finished as a subscription.',
  },
  payment_names_no_booking: {
    en: 'This payment names no booking yet; finish it with /api/v1/booking/create-booking and its slot.',
    when: 'An older client finishes a payment that names no booking without its slot.',
  },
  booking_details_required: {
    en: 'Booking details are required to finish this payment.',
    when: 'An older client finishes a payment without the booking’s details.',
  },
  subscription_details_invalid: {
    en: 'Invalid subscription details',
    when: 'A subscription’s details cannot be read.',
  },
  booking_or_subscription: {
    en: 'Send either a booking or a subscription, not both.',
    when: 'A payment is started for a booking and a subscription at once.',
  },
  pay_for_yourself: {
    en: 'You can only pay for yourself.',
    when: 'A payment names another player.',
  },
  book_for_yourself: {
    en: 'You can only book for yourself.',
    when: 'A booking names another player.',
  },
  subscribe_for_yourself: {
    en: 'You can only subscribe for yourself.',
    when: 'A subscription names another player.',
  },
  intent_failed: {
    en: 'An error occurred while creating the payment intent.',
    when: 'The payment provider did not open the payment.',
  },
  razorpay_unreachable: {
    en: RAZORPAY_UNREACHABLE,
    when: 'Razorpay could not be reached to confirm a payment.',
  },
  razorpay_signature: {
    en: RAZORPAY_SIGNATURE_REFUSED,
    when: 'Razorpay’s signature on a payment does not verify.',
  },
  slot_unavailable: {
    en: 'The time was taken while you paid, so your payment goes back to you.',
    when: 'A payment went through after its slot was lost; the message says whether the money is back yet.',
    worded: true,
  },
  no_such_hold: {
    en: 'You have no hold with this payment.',
    when: 'A player releases a hold that is not theirs or does not exist.',
  },
  hold_already_paid: {
    en: 'This hold is already paid for, so it cannot be released: your booking is confirmed.',
    when: 'A player releases a hold that is paid.',
  },
  hold_split_collecting: {
    en: 'Your share of this split is paid, so the slot stays held for your team until every share is paid or the time to pay them runs out.',
    when: 'A booker releases the hold of a split whose share they paid.',
  },
  hold_payment_processing: {
    en: 'Your payment for this hold is being processed, so it cannot be released now.',
    when: 'A player releases a hold whose payment is under way.',
  },
  credit_not_enough: {
    en: CREDIT_MESSAGES.notEnough,
    when: 'TurfBook credit does not cover what is paid with it.',
  },
  credit_refund_to: {
    en: CREDIT_MESSAGES.refundTo,
    when: 'A refund is sent to something other than credit or the source.',
  },
  credit_none: { en: CREDIT_SPEND_MESSAGES.none, when: 'Credit is used by a player who has none.' },
  credit_needs_booking: {
    en: CREDIT_SPEND_MESSAGES.needsBooking,
    when: 'useCredit is sent without the booking it pays for.',
  },
  promo_amount_rupees: {
    en: 'Please give the amount in rupees, like 1000 or 1000.50.',
    when: 'A promo code is previewed for an amount that is not rupees.',
  },
  promo_invalid: {
    en: 'This promo code cannot be saved as it is.',
    when: 'An owner’s promo code breaks a promo rule; the message says which.',
    worded: true,
  },
  promo_code_missing: {
    en: PROMO_MESSAGES.codeMissing,
    when: 'A promo code is saved without its code.',
  },
  promo_code_spaces: { en: PROMO_MESSAGES.codeSpaces, when: 'A promo code contains spaces.' },
  promo_code_too_long: {
    en: PROMO_MESSAGES.codeTooLong,
    when: 'A promo code is longer than 20 characters.',
  },
  promo_code_characters: {
    en: PROMO_MESSAGES.codeCharacters,
    when: 'A promo code uses characters other than letters, digits, - and _.',
  },
  promo_discount_missing: {
    en: PROMO_MESSAGES.discountMissing,
    when: 'A promo code takes nothing off.',
  },
  promo_discount_both: {
    en: PROMO_MESSAGES.discountBoth,
    when: 'A promo code takes a percentage and an amount off.',
  },
  promo_percent_range: {
    en: PROMO_MESSAGES.percentRange,
    when: 'A promo code’s percentage is not 1–90.',
  },
  promo_amount_invalid: {
    en: PROMO_MESSAGES.amountInvalid,
    when: 'A promo code’s amount off is not rupees.',
  },
  promo_window_invalid: {
    en: PROMO_MESSAGES.windowInvalid,
    when: 'A promo code’s start or end is not a date and time.',
  },
  promo_window_order: {
    en: PROMO_MESSAGES.windowOrder,
    when: 'A promo code ends before it starts.',
  },
  promo_max_uses: {
    en: PROMO_MESSAGES.maxUsesInvalid,
    when: 'A promo code’s total cap is not a whole number of at least 1.',
  },
  promo_per_player: {
    en: PROMO_MESSAGES.perPlayerInvalid,
    when: 'A promo code’s cap per player is not a whole number of at least 1.',
  },
  promo_min_amount: {
    en: PROMO_MESSAGES.minAmountInvalid,
    when: 'A promo code’s minimum amount is not rupees.',
  },
  promo_turfs_missing: {
    en: PROMO_MESSAGES.turfsMissing,
    when: 'A promo code names none of the owner’s turfs.',
  },
  promo_duplicate: { en: PROMO_MESSAGES.duplicate, when: 'A promo code’s name is taken.' },
  promo_not_found: {
    en: PROMO_MESSAGES.notFound,
    when: 'A player gives a promo code that does not exist.',
  },
  promo_not_yet: { en: PROMO_MESSAGES.notYet, when: 'A promo code is used before it starts.' },
  promo_expired: { en: PROMO_MESSAGES.expired, when: 'A promo code is used after it ends.' },
  promo_not_here: {
    en: PROMO_MESSAGES.notHere,
    when: 'A promo code is used at a turf it does not cover.',
  },
  promo_used_up: { en: PROMO_MESSAGES.usedUp, when: 'A promo code has reached its total cap.' },
  promo_used_by_you: {
    en: PROMO_MESSAGES.usedByYou,
    when: 'A player has used a promo code as often as it allows.',
  },
  promo_first_only: {
    en: PROMO_MESSAGES.firstOnly,
    when: 'A first-booking promo code is used by a player who has booked.',
  },
  promo_nothing_off: {
    en: PROMO_MESSAGES.nothingOff,
    when: 'A promo code takes nothing off the amount.',
  },
  promo_race_lost: {
    en: PROMO_MESSAGES.raceLost,
    when: 'Other players used up a promo code while this player paid.',
  },
  promo_needs_booking: {
    en: PROMO_MESSAGES.needsBooking,
    when: 'A promo code is sent without the booking it is for.',
  },
  promo_lapsed: {
    en: PROMO_MESSAGES.lapsed,
    when: 'A promo code was used up after the player’s hold ended.',
  },
  promo_refused: {
    en: 'This promo code cannot be used here.',
    when: 'A player’s promo code does not apply for another reason; the message says why.',
    worded: true,
  },

  // Documents and payouts
  no_invoice: {
    en: 'This booking has no invoice: only bookings paid online have one.',
    when: 'An invoice is asked for a booking not paid online.',
  },
  no_spot_invoice: {
    en: 'You have no invoice for this game: a spot is invoiced when the game settles with you in it.',
    when: 'A spot’s invoice is asked before the game settles with the player in it.',
  },
  no_credit_note: {
    en: 'This booking has no credit note with that number.',
    when: 'A credit note is asked by a number the booking does not have.',
  },
  no_move_invoice: {
    en: 'This booking has no paid move with that number.',
    when: 'A move’s invoice is asked by a number the booking does not have.',
  },
  document_not_yours: {
    en: 'Only the player, the venue’s owner or the admin can see this document.',
    when: 'Someone else asks for a booking’s document.',
  },
  credit_note_number: {
    en: 'A credit note is numbered 1 for the booking’s first refund, 2 for the next…',
    when: 'A credit note is asked by a number that is not a positive whole number.',
  },
  move_invoice_number: {
    en: 'A move’s invoice is numbered 1 for the booking’s first paid move, 2 for the next…',
    when: 'A move’s invoice is asked by a number that is not a positive whole number.',
  },
  statement_not_found: {
    en: 'Statement not found.',
    when: 'A payout statement that does not exist or is not the owner’s.',
  },
  fee_invoice_not_found: {
    en: 'Fee invoice not found.',
    when: 'A fee invoice that does not exist or is not the owner’s.',
  },
  tax_details_invalid: {
    en: 'These tax details cannot be saved as they are.',
    when: 'A venue’s GSTIN, PAN or state breaks a tax rule; the message says which.',
    worded: true,
  },
  payout_account_invalid: {
    en: 'This payout account cannot be saved as it is.',
    when: 'An owner’s bank account or UPI id breaks a payout rule; the message says which.',
    worded: true,
  },

  // Notifications and webhooks
  preferences_invalid: {
    en: 'These notification choices cannot be saved as they are.',
    when: 'Notification preferences name an unknown kind or channel; the message says which.',
    worded: true,
  },
  push_endpoint_invalid: {
    en: 'This browser’s push address cannot be used.',
    when: 'A push subscription’s endpoint is not a push service TurfBook sends to.',
    worded: true,
  },
  webhook_token: {
    en: 'The verify token does not match.',
    when: 'WhatsApp’s webhook check sends the wrong token.',
  },
  webhook_signature: {
    en: 'Missing or invalid X-Hub-Signature-256.',
    when: 'A WhatsApp webhook call is not signed with the app’s secret.',
  },
  webhook_body: {
    en: 'The body is not a WhatsApp webhook.',
    when: 'A signed WhatsApp webhook call carries a body that is not one.',
  },
  payment_webhook_unsigned: {
    en: 'Missing {provider} signature.',
    when: 'A payment provider’s webhook call has no signature.',
  },
  payment_webhook_signature: {
    en: 'Invalid {provider} signature.',
    when: 'A payment provider’s webhook call’s signature does not verify.',
  },
  metrics_token: {
    en: 'The metrics token is missing or does not match.',
    when: 'GET /metrics is asked without METRICS_TOKEN as its bearer token.',
  },
  gateway_request_invalid: {
    en: 'The test payment could not be made.',
    when: 'The local test gateway refuses a request; the message says why.',
    worded: true,
  },

  // Waitlist
  waitlist_already: {
    en: WAITLIST_MESSAGES.already,
    when: 'A player joins a waitlist they are on.',
  },
  waitlist_free_now: {
    en: WAITLIST_MESSAGES.freeNow,
    when: 'A player joins the waitlist of a time that is free.',
  },
  waitlist_not_found: {
    en: WAITLIST_MESSAGES.notFound,
    when: 'A player leaves a waitlist they are not on.',
  },
  waitlist_log_in: { en: WAITLIST_MESSAGES.logIn, when: 'Someone not logged in joins a waitlist.' },
  waitlist_players_only: {
    en: WAITLIST_MESSAGES.playersOnly,
    when: 'An owner or the admin joins a waitlist.',
  },

  // Rain-outs
  rain_out_choice: {
    en: RAIN_OUT_MESSAGES.choice,
    when: 'A rain-out choice is not credit, move or refund.',
  },
  rain_out_slot_needed: {
    en: RAIN_OUT_MESSAGES.slotNeeded,
    when: 'A rain-out move names no new time.',
  },
  rain_out_slot_not_wanted: {
    en: RAIN_OUT_MESSAGES.slotNotWanted,
    when: 'A rain-out credit or refund names a new time.',
  },
  not_rained_out: {
    en: RAIN_OUT_MESSAGES.notRainedOut,
    when: 'A rain-out choice for a booking that was not rained out.',
  },
  rain_out_chosen: {
    en: RAIN_OUT_MESSAGES.chosenAlready,
    when: 'A second choice for a rained-out booking.',
  },
  rain_out_too_late: {
    en: RAIN_OUT_MESSAGES.tooLate,
    when: 'A rain-out choice after its 24 hours.',
  },
  rain_out_beyond_window: {
    en: RAIN_OUT_MESSAGES.beyondWindow,
    when: 'A rain-out move beyond 14 days after the game.',
  },

  // Open games
  game_not_found: {
    en: GAME_MESSAGES.notFound,
    when: 'The game does not exist or is not the asker’s to see.',
  },
  game_spots: { en: GAME_MESSAGES.spots, when: 'A game opens fewer than 1 or more than 21 spots.' },
  game_level: { en: GAME_MESSAGES.level, when: 'A game’s level is not one of the three.' },
  game_note: { en: GAME_MESSAGES.note, when: 'A game’s note is longer than 280 characters.' },
  game_deadline: {
    en: GAME_MESSAGES.deadline,
    when: 'A game’s deadline is not 1–48 hours before play.',
  },
  game_min_reliability: {
    en: GAME_MESSAGES.minReliability,
    when: 'A game’s minimum reliability is not a whole percent.',
  },
  game_not_confirmed: {
    en: GAME_MESSAGES.notConfirmed,
    when: 'A booking that is not paid and confirmed is opened as a game.',
  },
  game_already_open: {
    en: GAME_MESSAGES.alreadyOpen,
    when: 'A booking is opened as a game twice.',
  },
  game_too_late: {
    en: GAME_MESSAGES.tooLate,
    when: 'A game is opened after its deadline could be met.',
  },
  game_too_cheap: {
    en: GAME_MESSAGES.tooCheap,
    when: 'A booking’s price is too small to share among the spots.',
  },
  game_source_not_possible: {
    en: GAME_MESSAGES.sourceNotPossible,
    when: 'An organizer asks refunds to the card for a booking paid with credit or split.',
  },
  game_sport: { en: GAME_MESSAGES.sport, when: 'A game names a sport the court does not host.' },
  game_only_organizer: {
    en: GAME_MESSAGES.onlyOrganizer,
    when: 'Someone other than the organizer changes a game.',
  },
  game_own: { en: GAME_MESSAGES.ownGame, when: 'The organizer joins their own game.' },
  game_already_in: { en: GAME_MESSAGES.alreadyIn, when: 'A player joins a game they are in.' },
  game_full: { en: GAME_MESSAGES.full, when: 'A player joins a full game.' },
  game_not_open: {
    en: GAME_MESSAGES.notOpen,
    when: 'A player joins a game that takes no more players.',
  },
  game_below_minimum: {
    en: GAME_MESSAGES.belowMinimum,
    when: 'A player’s reliability is below the game’s minimum.',
  },
  game_not_in: {
    en: GAME_MESSAGES.notIn,
    when: 'A player leaves or changes a game they are not in.',
  },
  game_leave_late: {
    en: GAME_MESSAGES.leaveLate,
    when: 'A player leaves within 24 hours of the start.',
  },
  game_settled: { en: GAME_MESSAGES.settled, when: 'A settled game is changed.' },
  game_player_not_found: {
    en: GAME_MESSAGES.playerNotFound,
    when: 'An organizer removes a player who is not in the game.',
  },
  game_cancel_first: {
    en: GAME_MESSAGES.cancelBooking,
    when: 'A booking with an open game is cancelled before the game.',
  },
  game_refund_too_late: {
    en: GAME_MESSAGES.refundToTooLate,
    when: 'A spot’s refund choice is changed after the money went back.',
  },
  game_players_only: {
    en: 'Only a player can join a game.',
    when: 'An owner or the admin joins a game.',
  },
  game_refused: {
    en: 'This game cannot be changed that way.',
    when: 'A game rule refuses the change for another reason; the message says why.',
    worded: true,
  },

  // Splits
  split_players: {
    en: SPLIT_MESSAGES.players,
    when: 'A split among fewer than 2 or more than 22 players.',
  },
  split_too_many_open: {
    en: SPLIT_MESSAGES.tooManyOpen,
    when: 'A booker already has two splits collecting.',
  },
  split_too_late: { en: SPLIT_MESSAGES.tooLate, when: 'A split for a game that starts too soon.' },
  split_booking_only: { en: SPLIT_MESSAGES.bookingOnly, when: 'A subscription is split.' },
  split_no_promo: { en: SPLIT_MESSAGES.noPromo, when: 'A split booking with a promo code.' },
  split_no_credit_for_booker: {
    en: SPLIT_MESSAGES.noCreditForBooker,
    when: 'A booker pays their share with credit.',
  },
  split_credit_short: {
    en: SPLIT_MESSAGES.creditShort,
    when: 'Credit does not cover a teammate’s share.',
  },
  split_not_found: {
    en: SPLIT_MESSAGES.notFound,
    when: 'The split does not exist or is not the asker’s to see.',
  },
  split_ended: {
    en: SPLIT_MESSAGES.ended,
    when: 'A split whose time ran out (or was called off) is paid or changed; the message gives its cause.',
    worded: true,
  },
  split_share_paid: { en: SPLIT_MESSAGES.sharePaid, when: 'A paid share is paid or removed.' },
  split_share_removed: { en: SPLIT_MESSAGES.shareRemoved, when: 'A removed share is paid.' },
  split_share_not_found: { en: SPLIT_MESSAGES.shareNotFound, when: 'The share does not exist.' },
  split_booker_first: {
    en: SPLIT_MESSAGES.bookerFirst,
    when: 'A teammate pays before the booker.',
  },
  split_not_booker_share: {
    en: SPLIT_MESSAGES.notBookerShare,
    when: 'The booker’s own share is removed.',
  },
  split_last_unpaid: { en: SPLIT_MESSAGES.lastUnpaid, when: 'The last unpaid share is removed.' },
  split_only_booker: {
    en: SPLIT_MESSAGES.onlyBooker,
    when: 'Someone other than the booker changes the split.',
  },
  split_nothing_left: {
    en: SPLIT_MESSAGES.nothingLeft,
    when: 'A split with nothing left to pay is paid.',
  },
  split_refund_choice_locked: {
    en: SPLIT_MESSAGES.refundChoiceLocked,
    when: 'A share’s refund choice is changed after the refund.',
  },
  split_complete: {
    en: SPLIT_MESSAGES.complete,
    when: 'A split whose shares are all paid is paid.',
  },
  split_completed_meanwhile: {
    en: SPLIT_MESSAGES.completedMeanwhile,
    when: 'A split is called off after its last share was paid.',
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The code whose English sentence this is, exactly; undefined for a sentence not catalogued. */
export function codeOfSentence(sentence: string): ErrorCode | undefined {
  return ERROR_CODES.find((code) => ERROR_CATALOGUE[code].en === sentence);
}
