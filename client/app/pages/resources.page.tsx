export default function Page() {
  return <p>resources</p>;
}
