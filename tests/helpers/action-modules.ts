// Every server action module, for the tables that must cover each exported
// action (actions-authorization and actions-bad-input): a new file in
// lib/actions or a new export fails those tables until it has its rows.
import "@/tests/helpers/actions"; // first: Next's request scope must exist before the actions load
import fs from "node:fs";
import path from "node:path";
import * as answers from "@/lib/actions/answers";
import * as appointments from "@/lib/actions/appointments";
import * as auth from "@/lib/actions/auth";
import * as contact from "@/lib/actions/contact";
import * as desk from "@/lib/actions/desk";
import * as doctors from "@/lib/actions/doctors";
import * as emails from "@/lib/actions/emails";
import * as dependents from "@/lib/actions/dependents";
import * as login from "@/lib/actions/login";
import * as loginVerify from "@/lib/actions/login-verify";
import * as passkeys from "@/lib/actions/passkeys";
import * as passwordReset from "@/lib/actions/password-reset";
import * as profile from "@/lib/actions/profile";
import * as reminders from "@/lib/actions/reminders";
import * as schedule from "@/lib/actions/schedule";
import * as series from "@/lib/actions/series";
import * as settings from "@/lib/actions/settings";
import * as signup from "@/lib/actions/signup";
import * as staff from "@/lib/actions/staff";
import * as twoFactor from "@/lib/actions/two-factor";
import * as visitTypes from "@/lib/actions/visit-types";
import * as waitlist from "@/lib/actions/waitlist";
import * as seriesForm from "@/lib/actions/series-form";
import * as privacy from "@/lib/actions/privacy";

/** By file name in lib/actions. */
export const ACTION_MODULES = {
  answers,
  appointments,
  auth,
  contact,
  desk,
  doctors,
  emails,
  dependents,
  login,
  "login-verify": loginVerify,
  passkeys,
  "password-reset": passwordReset,
  profile,
  reminders,
  schedule,
  series,
  settings,
  signup,
  staff,
  "two-factor": twoFactor,
  "visit-types": visitTypes,
  waitlist,
  "series-form": seriesForm,
  privacy,
};

/** The files of lib/actions besides the wrapper, by name: must equal the keys of ACTION_MODULES. */
export function actionFiles(): string[] {
  return fs
    .readdirSync(path.resolve(__dirname, "../../lib/actions"))
    .filter((f) => f.endsWith(".ts") && f !== "safe-action.ts")
    .map((f) => f.replace(/\.ts$/, ""))
    .sort();
}

/** Every exported action, as "module.export". */
export function exportedActions(): string[] {
  return Object.entries(ACTION_MODULES)
    .flatMap(([mod, exports]) =>
      Object.entries(exports)
        .filter(([, v]) => typeof v === "function")
        .map(([name]) => `${mod}.${name}`),
    )
    .sort();
}
