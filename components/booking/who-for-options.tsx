// The choices of "whom is this for": the patient themselves (the empty value) and each of their
// dependents by id. The booking form's and the waitlist's selects list them.
export function WhoForOptions({ myself, dependents }: { myself: string; dependents: { id: string; name: string }[] }) {
  return (
    <>
      <option value="">{myself}</option>
      {dependents.map((d) => (
        <option key={d.id} value={d.id}>
          {d.name}
        </option>
      ))}
    </>
  );
}
