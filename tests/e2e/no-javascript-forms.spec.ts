import { expect, test, type Page } from "@playwright/test";
import { db, uid } from "./helpers";

// Issue 25: login, sign-up and contact work as plain HTML forms before any
// script runs. Here no script runs at all: every submit is a real form post,
// answered by the server (lib/actions/login.ts, signup.ts, contact.ts).
test.use({ javaScriptEnabled: false });

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test("a patient signs in and lands on the home page, signed in", async ({ page, context }) => {
  await page.goto("/login");
  await fillLogin(page, "patient@example.com", "patient1234");
  await expect(page).toHaveURL(/\/$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "next-auth.session-token")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  // Signed in: the guest page sends the browser home, a patient page opens.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/my-appointments");
  await expect(page).toHaveURL(/\/my-appointments$/);
});

test("a session that ended while the login form was open does not stand in the way of signing in", async ({ page, context, browser }) => {
  // Another browser signs in; its session then ends on the server ("Log out everywhere").
  const other = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto("/login");
  await fillLogin(otherPage, "patient@example.com", "patient1234");
  await expect(otherPage).toHaveURL(/\/$/);
  const dead = (await other.cookies()).find((c) => c.name === "next-auth.session-token")!;
  await other.close();
  await db((c) => c.query("DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1)", ["patient@example.com"]));

  // This browser opened the form before; the dead cookie reaches it (the same browser, elsewhere) before it posts.
  await page.goto("/login");
  await page.getByLabel("Email").fill("patient@example.com");
  await page.getByLabel("Password", { exact: true }).fill("patient1234");
  await context.addCookies([{ ...dead, sameSite: "Lax" }]);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/my-appointments");
  await expect(page).toHaveURL(/\/my-appointments$/);
});

test("a return path is followed after signing in", async ({ page }) => {
  await page.goto("/my-appointments");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmy-appointments/);
  await fillLogin(page, "patient@example.com", "patient1234");
  await expect(page).toHaveURL(/\/my-appointments$/);
});

test("a wrong password comes back to /login with the message, the email kept and the password not", async ({ page }, testInfo) => {
  await page.goto("/login");
  await page.getByLabel("Remember me").uncheck();
  await fillLogin(page, "patient@example.com", "wrong-password");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("patient@example.com");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Remember me")).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath("login-no-js.png"), fullPage: true });

  // Bad input: the messages beside the fields, nothing sent to the sign-in.
  await fillLogin(page, "nope", "123");
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password should be at least 6 characters")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("nope");
});

test("a new patient signs up, is told to log in, and signs in", async ({ page }) => {
  const email = `nojs-${uid()}@example.com`;
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("Robin Noscript");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm Password").fill("secret123");
  await page.getByLabel(/I accept the Terms/).check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/login\?registered=1$/);
  await expect(page.getByText("Registration successful! Please log in.")).toBeVisible();

  await fillLogin(page, email, "secret123");
  await expect(page).toHaveURL(/\/$/);
});

test("sign-up with bad input or a taken email comes back with the messages and what was typed", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("Al");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByLabel("Confirm Password").fill("1234");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText("Full name must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByText("You must accept the Terms and Privacy Policy")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Al");
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Full Name").fill("Someone Else");
  await page.getByLabel("Email").fill("patient@example.com");
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm Password").fill("secret123");
  await page.getByLabel(/I accept the Terms/).check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("An account with this email already exists").first()).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Someone Else");
  await expect(page.getByLabel(/I accept the Terms/)).toBeChecked();
});

test("the contact form sends and thanks; bad input comes back with its message", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Sam Noscript");
  await form.getByLabel("Email").fill("not an email");
  await form.getByLabel("Subject").fill("Opening hours");
  await form.getByLabel("Message").fill("Are you open on Sundays?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Sam Noscript");

  await form.getByLabel("Email").fill("sam@example.com");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Thank you for reaching out! We will get back to you within 24 hours.")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("");
});
