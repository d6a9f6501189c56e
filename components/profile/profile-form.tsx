"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import type { SavedProfile } from "@/components/profile/profile-edit-form";
import { ProfileView } from "@/components/profile/profile-view";
import { FormLoading } from "@/components/profile/form-dialog";
import type { DoctorDTO } from "@/lib/doctors/serialize";
import type { UserDTO } from "@/lib/accounts/serialize";

// The edit form (selects, date picker, photo picker, validation) is loaded when
// Edit Profile is pressed, not with the page: most visits only look (issue 15,
// forms pages' first-load JavaScript).
const ProfileEditForm = dynamic(() => import("@/components/profile/profile-edit-form").then((m) => m.ProfileEditForm), {
  loading: () => <FormLoading namespace="ProfileForm" className="mx-auto max-w-3xl py-10" />,
});

export type ProfileFormProps =
  | { variant: "patient"; user: UserDTO }
  | { variant: "doctor"; user: UserDTO; doctor: DoctorDTO };

/**
 * The profile screen shared by patients, doctors and admins: a read-only
 * view with Edit Profile, and an edit mode with Cancel and Save Changes.
 * It takes its data as props and does not depend on the route it is on.
 */
export function ProfileForm(props: ProfileFormProps) {
  const router = useRouter();
  const [saved, setSaved] = useState<SavedProfile>({ user: props.user, doctor: props.variant === "doctor" ? props.doctor : undefined });
  // "back": the view again after editing, with the keyboard returned to Edit Profile.
  const [mode, setMode] = useState<"view" | "edit" | "back">("view");

  if (mode === "edit") {
    return (
      <ProfileEditForm
        user={saved.user}
        doctor={saved.doctor}
        onCancel={() => setMode("back")}
        onSaved={(next) => {
          setSaved(next);
          setMode("back");
          router.refresh(); // the site header shows the new name and photo
        }}
      />
    );
  }
  return <ProfileView user={saved.user} doctor={saved.doctor} onEdit={() => setMode("edit")} focusEdit={mode === "back"} />;
}
