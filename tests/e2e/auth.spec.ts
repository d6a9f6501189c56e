import { expect, test } from "@playwright/test";
import { uid } from "./helpers";

// The foundation's journeys: a patient signs up then signs in; the demo
// doctor and admin sign in and land in their areas; guards send people away.


async function login(page: import("@playwright/test").Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test("a patient signs up, signs in, and is sent away from /login", async ({ page }) => {
  const email = `pat-${uid()}@example.com`;
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("Jamie Rivera");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm Password").fill("secret123");
  await page.getByLabel(/I accept the Terms/).check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Registration successful! Please log in.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, email, "secret123");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
});

test("signup shows every validation message", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("Al");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByLabel("Confirm Password").fill("1234");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Full name must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByText("You must accept the Terms and Privacy Policy")).toBeVisible();
});

test("login validates and reports bad credentials", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("nope");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password should be at least 6 characters")).toBeVisible();

  await login(page, "patient@example.com", "wrong-password");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});

test("the demo doctor lands in the doctor area", async ({ page }) => {
  await login(page, "doctor@example.com", "doctor1234");
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  await expect(page.getByText("Welcome back, Dr. Richard James", { exact: true })).toBeVisible();
});

test("a return address that leads off the site is not followed after login", async ({ page, baseURL }) => {
  // Browsers read /\evil.example/phish as http://evil.example/phish.
  await page.goto("/login?callbackUrl=/%5Cevil.example/phish");
  await page.getByLabel("Email").fill("doctor@example.com");
  await page.getByLabel("Password", { exact: true }).fill("doctor1234");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(new URL("/doctor/dashboard", baseURL).toString());
});

test("the demo admin lands in the admin area", async ({ page }) => {
  await login(page, "admin@example.com", "admin1234");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("guards: signed-out users are asked to log in and come back; patients cannot enter staff areas", async ({ page }) => {
  await page.goto("/my-appointments");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmy-appointments/);
  await page.getByLabel("Email").fill("patient@example.com");
  await page.getByLabel("Password", { exact: true }).fill("patient1234");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);

  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/doctor/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("logout clears the session and goes to /login", async ({ page, isMobile }) => {
  await login(page, "patient@example.com", "patient1234");
  await expect(page).toHaveURL(/\/$/);
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
  } else {
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("button", { name: "Logout" }).click();
  }
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/my-appointments");
  await expect(page).toHaveURL(/\/login/);
});
