export * from "@/lib/validation/common";
export * from "@/lib/validation/auth";
export * from "@/lib/validation/password";
export * from "@/lib/validation/profile";
export * from "@/lib/validation/booking";
export * from "@/lib/validation/contact";
export * from "@/lib/validation/schedule";
export * from "@/lib/validation/cancellation";
