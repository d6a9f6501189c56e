// Issue 12, item 8: uploads. Only the first bytes were checked (a
// 100000 x 100000 PNG header was accepted), files were kept as sent (EXIF, GPS
// and all), and a replaced image was never deleted: any signed-in user could
// pile up 5 MB blobs without end. Now an image is decoded, size-checked and
// re-encoded; an account owns one stored image (its picture), the one it
// replaces is deleted, and uploads nothing shows are deleted too.
import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { PUT as updateProfile } from "@/app/api/user/update-profile/route";
import { PUT as updateDoctorProfile } from "@/app/api/doctor/update-profile/route";
import { PUT as editDoctor } from "@/app/api/admin/doctor/[id]/route";
import { GET as upload } from "@/app/uploads/[id]/route";
import { prisma } from "@/lib/db";
import { IMAGE_TOO_MANY_PIXELS, MAX_IMAGE_SIDE, NOT_AN_IMAGE } from "@/lib/platform/images";
import { prepareImage } from "@/lib/platform/storage";
import { call, expectFailure, file, formOf, pngBytes, pngClaiming } from "@/tests/helpers/http";
import { createDoctor, createUser, tokenFor } from "@/tests/helpers/factories";

const draw = (width: number, height: number, channels: 3 | 4 = 3) => sharp({ create: { width, height, channels, background: "#c0392b" } });
const asFile = (bytes: Uint8Array, name = "photo") => file(new Uint8Array(bytes) as Uint8Array<ArrayBuffer>, name, "");
const profileForm = (image?: File) => formOf({ name: "Upload Person", gender: "female", ...(image ? { image } : {}) });
// API answers carry absolute image URLs (issue 12); the database keeps the path.
const idOf = (url: string) => url.replace(/^(https?:\/\/[^/]+)?\/uploads\//, "");

async function refused(bytes: Uint8Array): Promise<unknown> {
  return prepareImage(asFile(bytes)).then(
    () => null,
    (err: unknown) => err,
  );
}

/** Every stored image is the picture of exactly the account that owns it, and every uploaded picture exists. */
async function expectOnlyShownImagesStored() {
  const [files, users] = await Promise.all([
    prisma.storedFile.findMany({ select: { id: true, ownerId: true } }),
    prisma.user.findMany({ where: { image: { startsWith: "/uploads/" } }, select: { id: true, image: true } }),
  ]);
  const shown = new Map(users.map((u) => [idOf(u.image), u.id]));
  expect(Object.fromEntries(files.map((f) => [f.id, f.ownerId]))).toEqual(Object.fromEntries(shown));
}

describe("what is accepted", () => {
  it("decodes the image and refuses absurd dimensions, however small the file", async () => {
    for (const [w, h] of [
      [100_000, 100_000],
      [MAX_IMAGE_SIDE + 1, 1],
      [1, MAX_IMAGE_SIDE + 1],
      [65_535, 65_535],
    ]) {
      const bomb = pngClaiming(w, h);
      expect(bomb.byteLength).toBeLessThan(200);
      expect(await refused(bomb), `${w}x${h}`).toMatchObject({ kind: "bad_request", message: IMAGE_TOO_MANY_PIXELS });
    }
    expect(await refused(await draw(MAX_IMAGE_SIDE + 1, 8).png().toBuffer())).toMatchObject({ message: IMAGE_TOO_MANY_PIXELS });
  });

  it("accepts the largest allowed picture", async () => {
    const big = await prepareImage(asFile(await draw(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE).png().toBuffer()));
    expect(big).toMatchObject({ kind: { type: "image/png" }, width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE });
  });

  it("refuses data that only starts like an image", async () => {
    const png = await draw(64, 64).png().toBuffer(); // its pixel data runs to the last 12 bytes (IEND)
    const jpeg = await draw(64, 64).jpeg().toBuffer();
    for (const broken of [png.subarray(0, 60), png.subarray(0, png.byteLength - 40), jpeg.subarray(0, 200), new TextEncoder().encode("GIF89a not really"), new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 junk")]) {
      expect(await refused(broken)).toMatchObject({ kind: "bad_request", message: NOT_AN_IMAGE });
    }
    // Formats sharp reads but this site does not accept are refused by their first bytes.
    expect(await refused(await draw(8, 8).tiff().toBuffer())).toMatchObject({ message: NOT_AN_IMAGE });
    expect(await refused(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'))).toMatchObject({ message: NOT_AN_IMAGE });
  });

  it("keeps each format, re-encoded without metadata (EXIF, GPS, comments)", async () => {
    const exif = { IFD0: { Artist: "secret-artist", Copyright: "secret-copyright" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 12/1" } };
    const inputs = {
      "image/jpeg": await draw(40, 30).jpeg().withExif(exif).toBuffer(),
      "image/webp": await draw(40, 30).webp().withExif(exif).toBuffer(),
      "image/png": await draw(40, 30).png().withExif(exif).toBuffer(),
      "image/gif": await draw(40, 30, 4).gif().toBuffer(),
    };
    expect((await sharp(inputs["image/jpeg"]).metadata()).exif).toBeDefined();
    for (const [type, input] of Object.entries(inputs)) {
      const out = await prepareImage(asFile(input));
      expect(out, type).toMatchObject({ kind: { type }, width: 40, height: 30 });
      const meta = await sharp(out!.bytes).metadata();
      expect(meta.exif, type).toBeUndefined();
      expect(meta.xmp, type).toBeUndefined();
      expect(Buffer.from(out!.bytes).includes("secret"), type).toBe(false);
    }
    const padded = await pngBytes(5000);
    expect(Buffer.from((await prepareImage(asFile(padded)))!.bytes).includes("tEXt")).toBe(false);
  });

  it("turns photos upright (the EXIF orientation is applied, then dropped) and keeps only the first frame", async () => {
    const sideways = await draw(40, 30).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await prepareImage(asFile(sideways))).toMatchObject({ width: 30, height: 40 });
    const frames = await Promise.all(["#f00", "#0f0", "#00f"].map((background) => sharp({ create: { width: 8, height: 8, channels: 3, background } }).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(animated, { pages: -1 }).metadata()).pages).toBe(3);
    const still = await prepareImage(asFile(animated));
    expect((await sharp(still!.bytes, { pages: -1 }).metadata()).pages ?? 1).toBe(1);
  });

  it("answers the API with 400 for a decompression bomb, and stores nothing", async () => {
    const token = await tokenFor((await createUser()).id);
    const before = await prisma.storedFile.count();
    expectFailure(await call(updateProfile, { method: "PUT", token, form: profileForm(file(pngClaiming(100_000, 100_000), "bomb.png")) }), 400, IMAGE_TOO_MANY_PIXELS);
    expect(await prisma.storedFile.count()).toBe(before);
  });
});

describe("what is kept", () => {
  let patient: Awaited<ReturnType<typeof createUser>>;
  let token: string;
  beforeAll(async () => {
    patient = await createUser();
    token = await tokenFor(patient.id);
  });

  async function setPicture(form: FormData): Promise<string> {
    const r = await call(updateProfile, { method: "PUT", token, form });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.user.image as string;
  }

  it("a replaced picture is deleted: an account stores one image however often it uploads", async () => {
    const urls: string[] = [];
    for (let i = 0; i < 4; i++) urls.push(await setPicture(profileForm(file(await pngBytes(4000 + i)))));
    expect(new Set(urls).size).toBe(4);
    const files = await prisma.storedFile.findMany({ where: { ownerId: patient.id }, select: { id: true, size: true } });
    expect(files.map((f) => f.id)).toEqual([idOf(urls[3])]);
    for (const old of urls.slice(0, 3)) expect((await call(upload, { params: { id: idOf(old) } })).status).toBe(404);
    expect((await call(upload, { params: { id: idOf(urls[3]) } })).status).toBe(200);
    // A save without a new image keeps the current one.
    expect(await setPicture(profileForm())).toBe(urls[3]);
    expect(await prisma.storedFile.count({ where: { ownerId: patient.id } })).toBe(1);
    await expectOnlyShownImagesStored();
  });

  it("holds when one account uploads several pictures at once", async () => {
    const images = await Promise.all([1, 2, 3, 4, 5].map((i) => pngBytes(3000 + i)));
    const replies = await Promise.all(images.map((bytes) => call(updateProfile, { method: "PUT", token, form: profileForm(file(bytes)) })));
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const shown = (await prisma.user.findUniqueOrThrow({ where: { id: patient.id } })).image;
    expect((await prisma.storedFile.findMany({ where: { ownerId: patient.id } })).map((f) => f.id)).toEqual([idOf(shown)]);
    await expectOnlyShownImagesStored();
  });

  it("the database itself allows an account one stored image", async () => {
    const { id: ownerId } = await createUser();
    const row = (id: string) => ({ id, contentType: "image/png", size: 1, bytes: new Uint8Array([1]), ownerId });
    await prisma.storedFile.create({ data: row("00000000-0000-0000-0000-00000000000a.png") });
    await expect(prisma.storedFile.create({ data: row("00000000-0000-0000-0000-00000000000b.png") })).rejects.toThrow();
    // And deleting the account deletes its image.
    await prisma.user.delete({ where: { id: ownerId } });
    expect(await prisma.storedFile.count({ where: { id: "00000000-0000-0000-0000-00000000000a.png" } })).toBe(0);
  });

  it("a doctor's portrait belongs to the doctor, whoever uploaded it, and is replaced the same way", async () => {
    const admin = await tokenFor((await createUser({ role: "admin" })).id);
    const { user, doctor } = await createDoctor();
    const form = async (size: number) =>
      formOf({
        name: "Dr. Portrait", email: user.email, password: "", phone: "123", speciality: "Dermatologist", experience: "1 Year",
        fees: "20", address: "Street 1", degree: "MBBS", about: "Hi.", image: file(await pngBytes(size)),
      });
    const first = await call(editDoctor, { method: "PUT", token: admin, params: { id: doctor.id }, form: await form(3100) });
    const second = await call(editDoctor, { method: "PUT", token: admin, params: { id: doctor.id }, form: await form(3200) });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await prisma.storedFile.findMany({ where: { ownerId: user.id }, select: { id: true } })).toEqual([{ id: idOf(second.body.doctor.image) }]);
    const own = await call(updateDoctorProfile, {
      method: "PUT",
      token: await tokenFor(user.id),
      form: formOf({ name: "Dr. Portrait", speciality: "Dermatologist", experience: "2 Years", fees: "25", degree: "MBBS", about: "Hi.", image: file(await pngBytes(3300)) }),
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await prisma.storedFile.findMany({ where: { ownerId: user.id }, select: { id: true } })).toEqual([{ id: idOf(own.body.doctor.image) }]);
    await expectOnlyShownImagesStored();
  });

  it("uploads cut off before they were claimed are swept on a later save; in-flight and shown ones are not", async () => {
    const hoursAgo = new Date(Date.now() - 2 * 3600_000);
    const row = (id: string, createdAt: Date) => ({ id, contentType: "image/png", size: 1, bytes: new Uint8Array([1]), createdAt });
    const abandoned = "00000000-0000-0000-0000-0000000000a1.png";
    const inFlight = "00000000-0000-0000-0000-0000000000a2.png";
    const shownOld = "00000000-0000-0000-0000-0000000000a3.png";
    const shownAbsolute = "00000000-0000-0000-0000-0000000000a4.png";
    await prisma.storedFile.createMany({ data: [row(abandoned, hoursAgo), row(inFlight, new Date()), row(shownOld, hoursAgo), row(shownAbsolute, hoursAgo)] });
    const other = await createUser();
    const third = await createUser();
    await prisma.user.update({ where: { id: other.id }, data: { image: `/uploads/${shownOld}` } });
    await prisma.user.update({ where: { id: third.id }, data: { image: `https://careslot.example/uploads/${shownAbsolute}` } });

    await setPicture(profileForm(file(await pngBytes(3500))));
    const left = (await prisma.storedFile.findMany({ where: { id: { in: [abandoned, inFlight, shownOld, shownAbsolute] } }, select: { id: true } })).map((f) => f.id);
    expect(left.sort()).toEqual([inFlight, shownOld, shownAbsolute].sort());
    await prisma.user.updateMany({ where: { id: { in: [other.id, third.id] } }, data: { image: "" } });
    await prisma.storedFile.deleteMany({ where: { id: { in: [inFlight, shownOld, shownAbsolute] } } });
  });
});
