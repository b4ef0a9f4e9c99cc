export default function Page() {
  return <p>products</p>;
}
